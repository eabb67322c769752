import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AdProvider } from '../../config/ad-context';
import { DocsProvider, type Language } from '../../config/docs-context';
import { applyLicenseKey } from '../../config/license';
import { PreferencesProvider, usePreferences } from '../../config/preferences/preferences-context';
import { docsTheme } from '../../theme/create-docs-theme';
import { getEmotionCache } from '../../theme/emotion-cache';
import { DocumentRouter } from './document-router';

applyLicenseKey();

/** Theme and Emotion cache of the reader's direction; the page's global styles are already in its HTML. */
function IslandTheme({ children }: { children: ReactNode }) {
  const { direction } = usePreferences();
  const theme = docsTheme(direction);
  return (
    <CacheProvider value={getEmotionCache(direction)}>
      <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration noSsr>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * What the React pages' providers give their components (src/shell/app-providers.tsx), for the islands a static page
 * mounts: preferences, theme, docs and ad configuration, and a router whose links load documents.
 */
export function IslandProviders({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <PreferencesProvider>
      <IslandTheme>
        <DocsProvider userLanguage={language}>
          <AdProvider>
            <DocumentRouter>{children}</DocumentRouter>
          </AdProvider>
        </DocsProvider>
      </IslandTheme>
    </PreferencesProvider>
  );
}
