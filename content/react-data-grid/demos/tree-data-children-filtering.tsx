import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import { staffTreeRows, type StaffTreeRow } from '../../demo-data/staff-tree-rows';

const columns: GridColDef<StaffTreeRow>[] = [
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 120 },
];

const getTreeDataPath: DataGridProProps<StaffTreeRow>['getTreeDataPath'] = (row) => row.path;

const lisbonOnly: GridFilterModel = { items: [{ field: 'office', operator: 'equals', value: 'Lisbon' }] };

export default function TreeDataChildrenFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Filter top-level rows only (disableChildrenFiltering)"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={staffTreeRows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Person' }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          initialState={{ filter: { filterModel: lisbonOnly } }}
          label="Staff in the Lisbon office"
        />
      </Box>
    </Box>
  );
}
