/**
 * The Content-Security-Policy the site passes. Scripts run from our origin only, plus the inline scripts each page
 * carries (listed by hash) and the third-party origins the build-time settings switch on.
 */

/** The build-time settings that add origins to the policy (src/config/site.ts reads the same variables). */
export interface CspSettings {
  gaMeasurementId?: string;
  adNetworkUrl?: string;
  adFeedUrl?: string;
  fontsUrl?: string;
}

/** The settings from XDOCS_PUBLIC_* environment variables; unset means off. */
export function cspSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CspSettings {
  return {
    gaMeasurementId: env.XDOCS_PUBLIC_GA_MEASUREMENT_ID || undefined,
    adNetworkUrl: env.XDOCS_PUBLIC_AD_NETWORK_URL || undefined,
    adFeedUrl: env.XDOCS_PUBLIC_AD_FEED_URL || undefined,
    fontsUrl: env.XDOCS_PUBLIC_FONTS_URL || undefined,
  };
}

/** Sandbox services the demos' "open in" buttons post a form to (src/demos/sandbox/sandbox-targets.ts). */
const SANDBOX_ORIGINS = ['https://codesandbox.io', 'https://stackblitz.com'];
const GA_SCRIPT = ['https://www.googletagmanager.com'];
const GA_BEACONS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    throw new Error(`"${url}" is not an absolute URL. Fix: set the XDOCS_PUBLIC_* URL settings to full https:// URLs.`);
  }
}

/** Origins a fonts stylesheet loads font files from: its own, plus Google Fonts' file host for its stylesheet host. */
function fontOrigins(fontsUrl: string | undefined): string[] {
  const origins = originOf(fontsUrl);
  return origins.includes('https://fonts.googleapis.com') ? [...origins, 'https://fonts.gstatic.com'] : origins;
}

/** The policy's directives; `scriptSources` replaces the inline-script part of script-src (hashes or a keyword). */
export function cspDirectives(settings: CspSettings, scriptSources: string[]): Map<string, string[]> {
  const ga = settings.gaMeasurementId ? { script: GA_SCRIPT, beacons: GA_BEACONS } : { script: [], beacons: [] };
  const adNetwork = originOf(settings.adNetworkUrl);
  const adFeed = originOf(settings.adFeedUrl);
  const fonts = fontOrigins(settings.fontsUrl);
  // Ad images come from the advertisers' own hosts, which no list can name in advance.
  const adImages = adNetwork.length > 0 || adFeed.length > 0 ? ['https:'] : [];
  return new Map([
    ['default-src', ["'self'"]],
    // No 'unsafe-eval': live editing evaluates the reader's edit in the runner document (runnerPolicy), not here.
    ['script-src', ["'self'", ...scriptSources, ...ga.script, ...adNetwork]],
    // Emotion inserts <style> elements and MUI sets style attributes at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...originOf(settings.fontsUrl)]],
    ['img-src', ["'self'", 'data:', 'blob:', ...ga.beacons, ...adImages]],
    ['font-src', ["'self'", 'data:', ...fonts]],
    ['connect-src', ["'self'", ...ga.beacons, ...adNetwork, ...adFeed, ...fonts]],
    ['frame-src', ["'self'", 'blob:', ...adNetwork]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...SANDBOX_ORIGINS]],
  ]);
}

/** Serialises directives (deduplicating sources) as a policy string. */
export function formatPolicy(directives: Map<string, string[]>): string {
  return [...directives].map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/**
 * The policy in each page's `<meta http-equiv>`: script-src lists exactly that page's inline scripts by hash (the
 * header policy names no script source, see {@link headerPolicy}).
 */
export function pagePolicy(settings: CspSettings, scriptHashes: string[]): string {
  return formatPolicy(
    cspDirectives(
      settings,
      scriptHashes.map((hash) => `'sha256-${hash}'`),
    ),
  );
}

/** Directives that differ per document: each page's meta policy carries them (its scripts by hash), the runner its own. */
const PER_DOCUMENT = new Set(['default-src', 'script-src']);

/**
 * The one policy of out/_headers, for every response under /x/. It carries what a meta policy cannot express
 * (frame-ancestors: our own pages may frame the live editor's runner, nobody else may frame anything) and the
 * site-wide limits on styles, images, fonts, connections and frames. It names no script source: which scripts run is
 * each document's own meta policy (a page's inline scripts by hash; the runner's evaluation), so no path needs a second
 * rule, and no host's way of merging overlapping rules matters.
 */
export function headerPolicy(settings: CspSettings): string {
  const directives = cspDirectives(settings, []);
  for (const name of PER_DOCUMENT) directives.delete(name);
  directives.set('frame-ancestors', ["'self'"]);
  return formatPolicy(directives);
}

/**
 * The policy of the live editor's runner document (public/live-edit/runner.html): no script of its own, nothing to
 * load, only string compilation, which the page calls through the runner's `Function` (src/demos/eval-realm.ts).
 * Evaluation is allowed there and nowhere else, so the policy of the page around an edited demo stays free of
 * 'unsafe-eval'. Only our own pages may frame it.
 */
export const RUNNER_POLICY = "default-src 'none'; script-src 'unsafe-eval'; base-uri 'none'; form-action 'none'";
