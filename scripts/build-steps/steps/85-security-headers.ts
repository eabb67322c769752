/**
 * Security headers: out/_headers for the host, and in every HTML file a meta Content-Security-Policy that lists the
 * page's own inline scripts by hash. Runs after every step that writes HTML and before the service worker's
 * precache manifest (90) is computed; a later step adding inline scripts would need its own hashes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspSettingsFromEnv, pagePolicy } from '../../headers/csp';
import { formatHeadersFile } from '../../headers/headers-file';
import { inlineScripts, scriptHash, withPolicyMeta } from '../../headers/inline-scripts';
import { HEADERS_PREAMBLE, securityHeaderRules } from '../../headers/security-headers';
import { planInlineScripts, type BuiltPage } from '../../headers/inline-script-plan';
import { listHtmlFiles, sitePathOfFile } from '../../offline/site-pages';
import type { BuildStep } from '../types';

const securityHeaders: BuildStep = ({ outDir }) => {
  const settings = cspSettingsFromEnv();
  const pages: BuiltPage[] = [];
  for (const file of listHtmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const scripts = inlineScripts(html);
    const hashes = [...new Set(scripts.map(scriptHash))];
    writeFileSync(file, withPolicyMeta(html, pagePolicy(settings, hashes)));
    const hydrated = scripts.some((script) => script.includes('__reactRouterContext'));
    pages.push({ path: sitePathOfFile(outDir, file), hashes, hydrated });
  }
  const plan = planInlineScripts(pages);
  console.log(
    `  headers: ${plan.staticHashes.length} inline script hashes shared by static pages, ` +
      `${plan.hydratedPatterns.length} patterns for pages with live demos`,
  );
  writeFileSync(join(outDir, '_headers'), formatHeadersFile(securityHeaderRules(settings, plan), HEADERS_PREAMBLE));
};
export default securityHeaders;
