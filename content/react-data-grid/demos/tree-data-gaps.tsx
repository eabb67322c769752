import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

type PlaceRow = { id: number; path: string[]; population: number };

// Only some places are listed: no row for "Europe", "France" or "Asia" themselves.
const places: PlaceRow[] = [
  { id: 1, path: ['Europe', 'France', 'Lyon'], population: 522_000 },
  { id: 2, path: ['Europe', 'France', 'Nantes'], population: 320_000 },
  { id: 3, path: ['Europe', 'Portugal'], population: 10_400_000 },
  { id: 4, path: ['Europe', 'Portugal', 'Coimbra'], population: 106_000 },
  { id: 5, path: ['Asia', 'Japan', 'Sendai'], population: 1_096_000 },
];

const columns: GridColDef[] = [
  {
    field: 'source',
    headerName: 'Where the row comes from',
    width: 220,
    // Rows the grid made up to fill a gap hold no data of ours: only the fields the grid sets itself.
    valueGetter: (_value, row) => (row.population === undefined ? 'Filled in by the grid' : 'In the data'),
  },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

const getTreeDataPath: DataGridProProps<PlaceRow>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataGaps() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={places}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Place', width: 220 }}
        defaultGroupingExpansionDepth={-1}
        label="Places, some levels missing"
        hideFooter
      />
    </Box>
  );
}
