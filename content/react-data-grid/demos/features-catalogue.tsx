import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { gridFeatures, type GridFeature } from '../../demo-data/grid-feature-catalogue';

const planColors = { Community: 'default', Pro: 'primary', Premium: 'secondary' } as const;
// Sorting by plan follows the plans' order rather than the alphabet.
const planRank: Record<GridFeature['plan'], number> = { Community: 0, Pro: 1, Premium: 2 };

const columns: GridColDef<GridFeature>[] = [
  {
    field: 'name',
    headerName: 'Feature',
    width: 230,
    // The link joins the tab sequence only when its cell has focus.
    renderCell: ({ row, value, tabIndex }) =>
      row.slug ? (
        <Link href={`/x/react-data-grid/${row.slug}/`} tabIndex={tabIndex}>
          {value}
        </Link>
      ) : (
        value
      ),
  },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Community', 'Pro', 'Premium'],
    width: 130,
    sortComparator: (a: GridFeature['plan'], b: GridFeature['plan']) => planRank[a] - planRank[b],
    renderCell: ({ value }) =>
      value ? (
        <Chip size="small" variant="outlined" label={value} color={planColors[value as GridFeature['plan']]} />
      ) : null,
  },
  { field: 'area', headerName: 'Area', width: 120 },
  { field: 'summary', headerName: 'What it does', flex: 1, minWidth: 260, sortable: false },
];

export default function FeaturesCatalogue() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={gridFeatures}
        columns={columns}
        label="Data Grid features"
        showToolbar
        disableRowSelectionOnClick
        hideFooter
        initialState={{
          rowGrouping: { model: ['area'] },
          columns: { columnVisibilityModel: { area: false } },
          sorting: { sortModel: [{ field: 'plan', sort: 'asc' }] },
        }}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Area', width: 170 }}
      />
    </Box>
  );
}
