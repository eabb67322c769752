import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

type StaffRow = { id: number; chain: string; role: string; office: string };

// Each row stores its place in the company as one string: the names of its managers, then its own.
const staff: StaffRow[] = [
  { id: 1, chain: 'Ines', role: 'Managing director', office: 'Lisbon' },
  { id: 2, chain: 'Ines/Walter', role: 'Head of operations', office: 'Porto' },
  { id: 3, chain: 'Ines/Walter/Yuki', role: 'Warehouse lead', office: 'Porto' },
  { id: 4, chain: 'Ines/Walter/Bram', role: 'Fleet planner', office: 'Braga' },
  { id: 5, chain: 'Ines/Odile', role: 'Head of finance', office: 'Lisbon' },
  { id: 6, chain: 'Ines/Odile/Kwame', role: 'Accountant', office: 'Lisbon' },
];

const columns: GridColDef<StaffRow>[] = [
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'office', headerName: 'Office', width: 120 },
];

// The grid wants an array of keys: split the stored string on the separator.
const getTreeDataPath: DataGridProProps<StaffRow>['getTreeDataPath'] = (row) => row.chain.split('/');

export default function TreeDataStringPaths() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={staff}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Person' }}
        defaultGroupingExpansionDepth={-1}
        label="Company structure"
        hideFooter
      />
    </Box>
  );
}
