import CssBaseline from '@mui/material/CssBaseline';
import { StyledEngineProvider, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AdProvider } from '../config/ad-context';
import { DocsProvider } from '../config/docs-context';
import { applyLicenseKey } from '../config/license';
import { createDocsTheme } from '../theme/create-docs-theme';
import { GlobalDocsStyles } from '../theme/global-styles';

const theme = createDocsTheme();
applyLicenseKey();

/** Everything every page sits in: styles in the `mui` layer, the docs theme, docs and ad configuration. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StyledEngineProvider enableCssLayer>
      <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <GlobalDocsStyles />
        <DocsProvider>
          <AdProvider>{children}</AdProvider>
        </DocsProvider>
      </ThemeProvider>
    </StyledEngineProvider>
  );
}
