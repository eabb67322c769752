/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly XDOCS_PUBLIC_REPO_URL?: string;
  readonly XDOCS_PUBLIC_LICENSE_KEY?: string;
  readonly XDOCS_PUBLIC_SITE_ORIGIN?: string;
}
