import Box from '@mui/material/Box';
import { DataGridPro, type FilterColumnsArgs, type GetColumnForNewFilterArgs } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** Fields that already have a rule, except the rule being edited. */
function usedFields(currentFilters: FilterColumnsArgs['currentFilters'], except?: string) {
  return new Set(currentFilters.map((item) => item.field).filter((field) => field !== except));
}

// Each rule's column menu leaves out the columns other rules already use.
const filterColumns = ({ field, columns, currentFilters }: FilterColumnsArgs) => {
  const used = usedFields(currentFilters, field);
  return columns.filter((column) => column.filterable && !used.has(column.field)).map((column) => column.field);
};

// "Add filter" starts the new rule on the first column that has none yet (or adds nothing).
const getColumnForNewFilter = ({ columns, currentFilters }: GetColumnForNewFilterArgs) => {
  const used = usedFields(currentFilters);
  return columns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

export default function MultiFiltersOnePerColumn() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 6 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        showToolbar
        slotProps={{ filterPanel: { filterFormProps: { filterColumns }, getColumnForNewFilter } }}
      />
    </Box>
  );
}
