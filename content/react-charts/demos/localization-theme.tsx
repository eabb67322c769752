import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { ptBR } from '@mui/x-charts/locales';

// Adds the charts' Portuguese texts to the surrounding theme as default props of the localization provider.
// In an app, pass `ptBR` to createTheme instead (see the code above the demo).
const withPortuguese = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...ptBR.components },
});

export default function LocalizationTheme() {
  return (
    <ThemeProvider theme={withPortuguese}>
      <PieChart height={220} series={[{ data: [] }]} />
    </ThemeProvider>
  );
}
