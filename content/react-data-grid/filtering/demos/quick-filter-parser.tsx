import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** Commas separate the values, so a value may contain spaces ("São Paulo"). */
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export default function QuickFilterParser() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 12 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaList,
              // The inverse of the parser: how values from the model are written back into the field.
              quickFilterFormatter: (values: string[]) => values.join(', '),
              debounceMs: 300,
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterLogicOperator: GridLogicOperator.Or,
              quickFilterValues: ['São Paulo', 'Lisbon'],
            },
          },
        }}
      />
    </Box>
  );
}
