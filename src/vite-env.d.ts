/// <reference types="vite/client" />

/** Build-time settings (all optional, all off by default); see src/config/site.ts and docs/build-settings.md. */
interface ImportMetaEnv {
  readonly XDOCS_PUBLIC_REPO_URL?: string;
  readonly XDOCS_PUBLIC_LICENSE_KEY?: string;
  readonly XDOCS_PUBLIC_SITE_ORIGIN?: string;
  readonly XDOCS_PUBLIC_PRODUCTION_HOST?: string;
  readonly XDOCS_PUBLIC_GA_MEASUREMENT_ID?: string;
  readonly XDOCS_PUBLIC_AD_NETWORK_URL?: string;
  readonly XDOCS_PUBLIC_AD_FEED_URL?: string;
  readonly XDOCS_PUBLIC_FONTS_URL?: string;
}

/** Where the build put the type packs an edited demo is checked against (scripts/vite-type-packs.ts). */
declare module 'virtual:type-packs' {
  const urls: import('./demos/type-check/type-pack-groups').TypePackUrls;
  export default urls;
}

/** Where the build put the core font files (scripts/vite-font-subsets.ts). */
declare module 'virtual:font-subsets' {
  const urls: { inter: string; mono: string };
  export default urls;
}
