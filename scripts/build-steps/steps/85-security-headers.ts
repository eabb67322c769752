/**
 * Security headers: out/_headers for the host, and in every HTML file a meta Content-Security-Policy that lists exactly
 * the page's own inline scripts by hash. Runs after every step that writes HTML and before the service worker's
 * precache manifest (90) is computed; a later step adding inline scripts would need its own hashes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspSettingsFromEnv, pagePolicy } from '../../headers/csp';
import { formatHeadersFile, overlappingHeaders } from '../../headers/headers-file';
import { inlineScripts, scriptHash, withPolicyMeta } from '../../headers/inline-scripts';
import { HEADERS_PREAMBLE, securityHeaderRules } from '../../headers/security-headers';
import { listHtmlFiles } from '../../offline/site-pages';
import type { BuildStep } from '../types';

const securityHeaders: BuildStep = ({ outDir }) => {
  const settings = cspSettingsFromEnv();
  const rules = securityHeaderRules(settings);
  const overlaps = overlappingHeaders(rules);
  if (overlaps.length > 0) {
    throw new Error(
      `scripts/headers/security-headers.ts: rules that can match one path set the same header: ${overlaps.join(', ')}. ` +
        'Fix: set each header in one rule per path (hosts merge overlapping rules differently).',
    );
  }
  let pages = 0;
  for (const file of listHtmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
    writeFileSync(file, withPolicyMeta(html, pagePolicy(settings, hashes)));
    pages += 1;
  }
  console.log(`  headers: one policy for /x/*, and ${pages} pages list their own inline scripts by hash`);
  writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules, HEADERS_PREAMBLE));
};
export default securityHeaders;
