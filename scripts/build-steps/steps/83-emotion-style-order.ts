/**
 * Emotion styles: in every HTML file, each server-rendered Emotion style tag goes to the end of `<head>`, handed over to
 * the client cache, so no script moves a style tag and no element is painted before its style
 * (scripts/html/emotion-style-order.ts). Then each static page keeps inline only the theme variables it reads, the
 * whole set going to a hashed stylesheet its islands load (scripts/html/theme-variables.ts). Runs after the static
 * pages step (82), which marks the static pages, and before the security headers step (85) and the service worker
 * (90), which precaches that stylesheet with the static pages' shell; style tags hold no script.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hoistEmotionStyles } from '../../html/emotion-style-order';
import { splitThemeVariables } from '../../html/theme-variables';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

const emotionStyleOrder: BuildStep = ({ outDir }) => {
  const written = new Set<string>();
  rewriteHtmlFiles(outDir, (page) => {
    const { html, stylesheet } = splitThemeVariables(hoistEmotionStyles(page));
    if (stylesheet && !written.has(stylesheet.file)) {
      writeFileSync(join(outDir, stylesheet.file), stylesheet.css);
      written.add(stylesheet.file);
    }
    return html;
  });
  if (written.size > 0) console.log(`  theme variables: ${[...written].join(', ')}`);
};
export default emotionStyleOrder;
