import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from 'react-router';
import { useEffect, type ReactNode } from 'react';
import { LANGUAGE_TAGS, languageOfRouterPath } from '../config/language';
import { directionScript } from '../config/preferences/preference-storage';
import { AnalyticsRoot } from '../analytics/analytics-root';
import { consentScript } from '../analytics/consent';
import { FONTS_STYLESHEET_URL } from '../config/site';
import { AppProviders } from '../shell/app-providers';
import { startServiceWorker } from '../offline/service-worker';
import { UpdatePrompt } from '../offline/update-prompt';
import { NotFound } from '../shell/not-found';
import { FONT_FACE_CSS, FONT_PRELOAD_LINKS } from '../theme/fonts';
import { CASCADE_LAYER_STATEMENT, THEME_COLORS, VIEW_TRANSITION_RULE } from '../theme/theme-constants';
import tailwindCss from '../demos/tailwind.css?inline';

/** Site-wide head links. */
export function links() {
  return [
    { rel: 'icon', href: '/x/favicon.svg', type: 'image/svg+xml' },
    { rel: 'manifest', href: '/x/manifest.webmanifest' },
    { rel: 'apple-touch-icon', href: '/x/icons/icon-192.png' },
    ...FONT_PRELOAD_LINKS,
    // ads and analytics: the icon font comes from the fonts service only when one is configured.
    ...(FONTS_STYLESHEET_URL ? [{ rel: 'stylesheet', href: FONTS_STYLESHEET_URL }] : []),
  ];
}

/**
 * The head's inline styles and scripts, one object each for the page's life: React 19 compares
 * `dangerouslySetInnerHTML` by identity, and `Layout` renders again on every navigation. A new object would set each
 * tag's text again, and a style tag set again is a stylesheet replaced: with `@font-face` rules in it, Chromium lays
 * out the whole page anew.
 */
const FONT_FACE_HTML = { __html: FONT_FACE_CSS };
const TAILWIND_HTML = { __html: tailwindCss };
const DIRECTION_SCRIPT_HTML = { __html: directionScript };
const CONSENT_SCRIPT_HTML = consentScript ? { __html: consentScript } : undefined;

export function Layout({ children }: { children: ReactNode }) {
  const language = languageOfRouterPath(useLocation().pathname);
  return (
    <html lang={LANGUAGE_TAGS[language]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS.light} />
        {/* Fixes the cascade layer order before any stylesheet declares a layer. */}
        <style>{CASCADE_LAYER_STATEMENT}</style>
        <style>{VIEW_TRANSITION_RULE}</style>
        <style dangerouslySetInnerHTML={FONT_FACE_HTML} />
        {/* The Tailwind utilities of the demos' `tailwind` styling (a few hundred bytes), on every page: a stylesheet
            added as a page's demos load would restyle the whole page (its theme variables are on :root). */}
        <style dangerouslySetInnerHTML={TAILWIND_HTML} />
        {/* Applies the stored text direction before first paint. */}
        <script dangerouslySetInnerHTML={DIRECTION_SCRIPT_HTML} />
        {/* Shows the prerendered consent card before first paint to a reader who has not answered (only with analytics). */}
        {CONSENT_SCRIPT_HTML ? <script dangerouslySetInnerHTML={CONSENT_SCRIPT_HTML} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <InitColorSchemeScript attribute="data-mui-color-scheme" defaultMode="system" />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const language = languageOfRouterPath(useLocation().pathname);
  // Lets tests (and scripts) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // Production host only (see src/offline/service-worker.ts).
    startServiceWorker();
  }, []);
  return (
    <AppProviders language={language}>
      <Outlet />
      <UpdatePrompt />
      <AnalyticsRoot />
    </AppProviders>
  );
}

/** Unknown client-side paths (no prerendered data) land here. */
export function ErrorBoundary() {
  const error = useRouteError();
  const language = languageOfRouterPath(useLocation().pathname);
  // Offline, a link to a page that is not cached fails to fetch its data: load it as a document instead, so the
  // service worker answers with its offline page (the list of cached pages).
  const fetchFailed = !isRouteErrorResponse(error);
  useEffect(() => {
    if (fetchFailed && navigator.serviceWorker?.controller && !navigator.onLine) window.location.reload();
  }, [fetchFailed]);
  return (
    <AppProviders language={language}>
      <NotFound detail={isRouteErrorResponse(error) ? undefined : String(error)} />
    </AppProviders>
  );
}
