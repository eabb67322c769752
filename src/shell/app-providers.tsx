import { CacheProvider, Global } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AdProvider } from '../config/ad-context';
import { DocsProvider, type Language } from '../config/docs-context';
import { applyLicenseKey } from '../config/license';
import { PreferencesProvider, usePreferences } from '../config/preferences/preferences-context';
import { docsTheme, docsThemeStyleSheets } from '../theme/create-docs-theme';
import { getEmotionCache } from '../theme/emotion-cache';
import { GlobalDocsStyles } from '../theme/global-styles';
import { ThemeColorSync } from '../theme/theme-color-sync';

applyLicenseKey();

/** Theme and Emotion cache follow the reader's text direction; one of each per direction, shared by every page. */
function ThemedApp({ children }: { children: ReactNode }) {
  const { direction } = usePreferences();
  const theme = docsTheme(direction);
  const themeVariables = docsThemeStyleSheets(theme);
  return (
    <CacheProvider value={getEmotionCache(direction)}>
      {/* The theme's CSS variables come first in the page, not after it (MUI's default): the prerendered content
          is styled from its first paint, before the rest of the document has been parsed. */}
      <Global styles={themeVariables} />
      {/* noSsr: the scheme is read on the first client render. Without it MUI renders once more after hydration, and
          the new theme re-renders every styled component in one long task (2 s of blocking on the 22-demo page
          under Lighthouse's mobile throttling). The markup does not depend on the scheme (CSS variables). */}
      <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration noSsr>
        <CssBaseline enableColorScheme />
        <GlobalDocsStyles />
        <ThemeColorSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Everything every page sits in: preferences, theme (styles in the `mui` layer), docs and ad configuration. */
export function AppProviders({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  return (
    <PreferencesProvider>
      <ThemedApp>
        <DocsProvider userLanguage={language}>
          <AdProvider>{children}</AdProvider>
        </DocsProvider>
      </ThemedApp>
    </PreferencesProvider>
  );
}
