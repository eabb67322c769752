import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { staffTreeRows, type StaffTreeRow } from '../../demo-data/staff-tree-rows';

const columns: GridColDef<StaffTreeRow>[] = [
  { field: 'role', headerName: 'Role', width: 180 },
  {
    field: 'joined',
    headerName: 'Joined',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
];

const getTreeDataPath: DataGridProProps<StaffTreeRow>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataChildrenSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Sort top-level rows only (disableChildrenSorting)"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={staffTreeRows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Person' }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={topLevelOnly}
          initialState={{ sorting: { sortModel: [{ field: 'joined', sort: 'asc' }] } }}
          label="Staff sorted by the year they joined"
        />
      </Box>
    </Box>
  );
}
