import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// A flat, compact look in the spirit of Ant Design tables, built only from the grid's CSS classes.
// Its colours (Ant Design's light and dark palettes) sit in CSS variables, so each rule below is written once.
const flatTableStyles = (theme: Theme) => ({
  '--flat-bg': '#fff',
  '--flat-text': 'rgba(0, 0, 0, 0.85)',
  '--flat-header': '#fafafa',
  '--flat-border': '#f0f0f0',
  '--flat-hover': '#e6f4ff',
  '--flat-selected': '#bae0ff',
  '--flat-accent': '#1677ff',
  ...theme.applyStyles('dark', {
    '--flat-bg': '#141414',
    '--flat-text': 'rgba(255, 255, 255, 0.85)',
    '--flat-header': '#1d1d1d',
    '--flat-border': '#303030',
    '--flat-hover': '#111a2c',
    '--flat-selected': '#112545',
    '--flat-accent': '#1668dc',
  }),
  border: 0,
  borderRadius: 0,
  fontSize: 14,
  bgcolor: 'var(--flat-bg)',
  color: 'var(--flat-text)',
  fontFamily: '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  [`& .${gridClasses.columnHeader}`]: { bgcolor: 'var(--flat-header)' },
  [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 600 },
  [`& .${gridClasses.columnSeparator}`]: { visibility: 'hidden' },
  [`& .${gridClasses.columnHeader}, & .${gridClasses.cell}`]: { borderRight: '1px solid var(--flat-border)' },
  [`& .${gridClasses.cell}`]: { borderBottom: '1px solid var(--flat-border)' },
  [`& .${gridClasses.row}:hover`]: { bgcolor: 'var(--flat-hover)' },
  [`& .${gridClasses.row}.Mui-selected`]: { bgcolor: 'var(--flat-selected)' },
  [`& .${gridClasses.footerContainer}`]: { borderTop: '1px solid var(--flat-border)' },
  '& .MuiCheckbox-root svg': { width: 18, height: 18 },
  '& .MuiCheckbox-root.Mui-checked': { color: 'var(--flat-accent)' },
});

export default function StyleCustomTheme() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        checkboxSelection
        density="compact"
        sx={flatTableStyles}
      />
    </Box>
  );
}
