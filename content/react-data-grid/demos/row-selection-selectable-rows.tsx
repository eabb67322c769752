import Box from '@mui/material/Box';
import { DataGrid, type GridRowParams } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../demo-data/employee-rows';

// Only people with at least five vacation days left can be picked for the team offsite.
const canJoinOffsite = (params: GridRowParams<EmployeeRow>) => params.row.vacationDaysLeft >= 5;

export default function RowSelectionSelectableRows() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40 });
  const shown = columns.filter((column) => ['name', 'department', 'vacationDaysLeft'].includes(column.field));

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shown}
        loading={loading}
        label="Offsite invitations"
        checkboxSelection
        isRowSelectable={canJoinOffsite}
      />
    </Box>
  );
}
