import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

/**
 * One input for the filter panel and the header filter row. In the header, the grid passes
 * `headerFilterMenu` (the operator button) and `clearButton`, which the input places itself.
 */
function StarsFilterInput({ item, applyValue, headerFilterMenu, clearButton }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', width: '100%' }}>
      {headerFilterMenu}
      <Rating
        size="small"
        name={`stars-${item.id ?? item.field}`}
        value={Number(item.value) || null}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
      {clearButton}
    </Box>
  );
}

const starOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: StarsFilterInput }));

export default function HeaderFiltersCustomOperator() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 7 });
  const withStars = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) =>
        column.field === 'performance' ? { ...column, width: 200, filterOperators: starOperators } : column,
      ),
    [columns],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={withStars}
        loading={loading}
        label="Employees"
        headerFilters
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'performance', operator: '>=', value: 4 }] } },
          pinnedColumns: { left: ['name'] },
        }}
      />
    </Box>
  );
}
