/** Post-build step: sitemap, robots.txt, llms.txt, Markdown versions and social images (docs/publishing.md). */
import { publishSite } from '../../publishing/publish-site';
import type { BuildStep } from '../types';

const step: BuildStep = async ({ outDir, contentRoot }) => {
  const files = await publishSite({ outDir, contentRoot });
  const count = (kind: string) => files.filter((file) => file.kind === kind).length;
  console.log(
    `  publishing: ${count('markdown')} Markdown pages, ${count('og-image')} social images, ${count('llms')} llms.txt, sitemap and robots.txt`,
  );
};
export default step;
