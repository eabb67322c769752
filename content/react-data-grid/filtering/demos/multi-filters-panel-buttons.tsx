import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function MultiFiltersPanelButtons() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 6 });
  const [hideAdd, setHideAdd] = React.useState(true);
  const [hideRemoveAll, setHideRemoveAll] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox checked={hideAdd} onChange={(event) => setHideAdd(event.target.checked)} />}
          label="Hide “Add filter”"
        />
        <FormControlLabel
          control={<Checkbox checked={hideRemoveAll} onChange={(event) => setHideRemoveAll(event.target.checked)} />}
          label="Hide “Remove all”"
        />
      </FormGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          showToolbar
          initialState={{
            filter: {
              filterModel: {
                items: [
                  { id: 1, field: 'level', operator: 'is', value: 'Senior' },
                  { id: 2, field: 'department', operator: 'is', value: 'Engineering' },
                ],
              },
            },
          }}
          slotProps={{
            filterPanel: { disableAddFilterButton: hideAdd, disableRemoveAllButton: hideRemoveAll },
          }}
        />
      </Box>
    </Box>
  );
}
