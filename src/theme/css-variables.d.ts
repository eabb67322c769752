/** The docs theme is always built with CSS variables (`createTheme({ cssVariables })`): type it so. */
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
