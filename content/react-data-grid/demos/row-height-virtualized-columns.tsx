import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const WEEKS = 52;

// A year of weekly notes per site: 52 text columns, each with a note of varying length.
const sites = ['Harbour depot', 'North yard', 'Airport hub', 'Canal warehouse', 'Ridge store', 'Mill lane'];
const notes = [
  'Quiet week.',
  'Forklift serviced; one bay closed for two days.',
  'Stock count done.',
  'Roof leak in aisle 4 reported, contractor booked for next Monday morning.',
];

type SiteRow = { id: number; site: string } & Record<string, string | number>;

const rows: SiteRow[] = sites.map((site, index) => {
  const row: SiteRow = { id: index + 1, site };
  for (let week = 1; week <= WEEKS; week += 1) {
    row[`w${week}`] = notes[(index * 7 + week * 3) % notes.length] ?? '';
  }
  return row;
});

const columns: GridColDef<SiteRow>[] = [
  { field: 'site', headerName: 'Site', width: 150 },
  ...Array.from({ length: WEEKS }, (_, index) => ({
    field: `w${index + 1}`,
    headerName: `Week ${index + 1}`,
    width: 160,
    renderCell: ({ value }: { value?: string }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{value}</Box>,
  })),
];

const getRowHeight = () => 'auto' as const;

export default function RowHeightVirtualizedColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        // Render only the columns in view and measure rows from them; heights may change while scrolling sideways.
        virtualizeColumnsWithAutoRowHeight
        label="Weekly site notes"
        hideFooter
      />
    </Box>
  );
}
