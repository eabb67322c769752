import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect, type ReactNode } from 'react';
import { AppProviders } from '../shell/app-providers';
import { NotFound } from '../shell/not-found';
import { CASCADE_LAYER_STATEMENT } from '../theme/theme-constants';

/** Site-wide head links. */
export function links() {
  return [{ rel: 'icon', href: '/x/favicon.svg', type: 'image/svg+xml' }];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Fixes the cascade layer order before any stylesheet declares a layer. */}
        <style>{CASCADE_LAYER_STATEMENT}</style>
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
  // Lets tests (and scripts) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

/** Unknown client-side paths (no prerendered data) land here. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <AppProviders>
      <NotFound detail={isRouteErrorResponse(error) ? undefined : String(error)} />
    </AppProviders>
  );
}
