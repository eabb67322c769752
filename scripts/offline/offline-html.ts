import { CACHED_PAGES_MARKER } from '../../src/sw/offline-page';
import { THEME_COLORS } from '../../src/theme/theme-constants';

/**
 * out/offline.html: what a reader sees offline on a page that is not cached. Static (no scripts, so the CSP needs
 * nothing for it); the worker fills in the list of cached pages.
 */
export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>You are offline · X Docs</title>
<link rel="icon" href="/x/favicon.svg" type="image/svg+xml">
<style>
body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;background:${THEME_COLORS.light};color:#1c2025}
@media (prefers-color-scheme:dark){body{background:${THEME_COLORS.dark};color:#e5eaf2}a{color:#66b2ff}}
a{color:#1a5fd0}li{margin:.25rem 0}
</style>
</head>
<body>
<main>
<h1>You are offline</h1>
<p>This page has not been saved for offline reading. These pages have been, and open without a connection:</p>
<p lang="zh-Hans">您当前处于离线状态。此页面尚未保存，以下页面可以离线阅读：</p>
<ul id="cached-pages">${CACHED_PAGES_MARKER}</ul>
<p><a href="/x/">X Docs home</a></p>
</main>
</body>
</html>
`;
}
