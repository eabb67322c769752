import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function CustomizationPanelContent() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 7 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
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
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>', value: 90000 },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // Rules can only be combined with "And", and the column list reads Z to A.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'desc',
            filterFormProps: {
              columnInputProps: { size: 'small', sx: { width: 160 } },
              operatorInputProps: { size: 'small', sx: { width: 130 } },
              // Reaches the value input itself (the text field), not the box around it.
              valueInputProps: { InputComponentProps: { size: 'small' } },
              logicOperatorInputProps: { size: 'small', sx: { display: 'none' } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            sx: {
              '& .MuiDataGrid-filterForm': { gap: 1.5, py: 1 },
              '& .MuiDataGrid-filterForm:nth-of-type(odd)': { bgcolor: 'action.hover' },
              '& .MuiDataGrid-filterFormValueInput': { width: 170 },
            },
          },
        }}
      />
    </Box>
  );
}
