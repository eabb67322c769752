import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, getGridNumericOperators, type GridColDef, type GridFilterInputValueProps } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

/** Stars instead of a number field; the operators stay the numeric ones. */
function StarsInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const ref = React.useRef<HTMLSpanElement>(null);
  // The panel focuses the value input when it opens; send that focus to the checked star.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus(),
  }));
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', height: 48, pl: 2 }}>
      <Rating
        ref={ref}
        name="performance-filter"
        precision={1}
        value={Number(item.value) || null}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

const starOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: operator.InputComponent && StarsInput }));

export default function CustomizationRatingInput() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 7 });
  const withStars = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) =>
        column.field === 'performance' ? { ...column, filterOperators: starOperators } : column,
      ),
    [columns],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={withStars}
        loading={loading}
        label="Employees"
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'performance', operator: '>=', value: 4 }] } } }}
      />
    </Box>
  );
}
