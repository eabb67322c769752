import { LOCAL_ORIGIN } from '../src/engine/publishing/urls';

/** The build-time settings baked into out/: every XDOCS_PUBLIC_* variable, sorted, as one JSON string. */
export function buildSettings(env: NodeJS.ProcessEnv = process.env): string {
  const entries = Object.entries(env)
    .filter(([name, value]) => name.startsWith('XDOCS_PUBLIC_') && value)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}

/**
 * Set to `1` (or `true`) for a build that will be deployed. It changes nothing in out/: it only makes the build
 * refuse to start without a public origin, as canonical links, `og:url`, the sitemap, `robots.txt`, `llms.txt` and
 * the Markdown "Source:" lines must name the site's own address (docs/deployment.md).
 */
export const DEPLOY_FLAG = 'XDOCS_DEPLOY';

const ORIGIN_FIX =
  'Fix: set XDOCS_PUBLIC_SITE_ORIGIN to the address readers use, scheme and host only ' +
  '(XDOCS_DEPLOY=1 XDOCS_PUBLIC_SITE_ORIGIN=https://docs.example.com npm run build), ' +
  'or XDOCS_PUBLIC_PRODUCTION_HOST=docs.example.com for https://docs.example.com; see docs/deployment.md.';

/** Whether `env` asks for a build meant for deployment (`XDOCS_DEPLOY=1`). */
export function isDeployBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = (env[DEPLOY_FLAG] ?? '').trim().toLowerCase();
  return flag === '1' || flag === 'true';
}

/** What is wrong with an explicit XDOCS_PUBLIC_SITE_ORIGIN, or undefined when it is a bare http(s) origin. */
function siteOriginProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `XDOCS_PUBLIC_SITE_ORIGIN="${value}" is not a URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `XDOCS_PUBLIC_SITE_ORIGIN="${value}" is not an http(s) address`;
  }
  // The site lives under /x/ on that origin: a path here would be doubled in every absolute URL.
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search !== '' || url.hash !== '') {
    return `XDOCS_PUBLIC_SITE_ORIGIN="${value}" has a path; it must be the origin only (the site is served at /x/ on it)`;
  }
  return undefined;
}

/**
 * Why a build cannot go on with these settings, or undefined. A set XDOCS_PUBLIC_SITE_ORIGIN must be a bare origin;
 * a deployment build (`XDOCS_DEPLOY=1`) must have a public origin: without one, every absolute URL would point at the
 * local server (`http://127.0.0.1:3000`). A local build (`npm start`, `npm test`) needs no setting.
 */
export function buildOriginProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const siteOrigin = env.XDOCS_PUBLIC_SITE_ORIGIN?.trim() ?? '';
  const productionHost = env.XDOCS_PUBLIC_PRODUCTION_HOST?.trim() ?? '';
  if (siteOrigin !== '') {
    const problem = siteOriginProblem(siteOrigin);
    if (problem) return `${problem}. ${ORIGIN_FIX}`;
  }
  if (!isDeployBuild(env)) return undefined;
  if (siteOrigin === '' && productionHost === '') {
    return (
      `${DEPLOY_FLAG}=1 is set but the site origin is not: canonical links, og:url, the sitemap, robots.txt and ` +
      `the Markdown "Source:" lines would all point at ${LOCAL_ORIGIN}. ${ORIGIN_FIX}`
    );
  }
  const host = siteOrigin !== '' ? new URL(siteOrigin).hostname : productionHost;
  if (/^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i.test(host)) {
    return `${DEPLOY_FLAG}=1 is set but the site origin is a local address (${host}). ${ORIGIN_FIX}`;
  }
  return undefined;
}
