/**
 * deploy/nginx.conf beside out/: the headers, caching, redirects and 404 page of out/_headers (step 85) for nginx, so
 * every host serves the site from one list of rules (docs/deployment.md, "nginx").
 */
import { relative } from 'node:path';
import { writeNginxConfig } from '../../hosts/write-nginx-config';
import type { BuildStep } from '../types';

const nginxConfigStep: BuildStep = ({ outDir }) => {
  console.log(`  nginx: ${relative(process.cwd(), writeNginxConfig(outDir))}`);
};
export default nginxConfigStep;
