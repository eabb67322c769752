import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridDateOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

// Counted from a fixed day, so the demo shows the same rows whenever it is opened.
const today = new Date(2025, 5, 30);
const periods = [
  { months: 6, label: '6 months' },
  { months: 12, label: 'year' },
  { months: 36, label: '3 years' },
];

function PeriodInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  return (
    <TextField
      select
      variant="standard"
      label="Period"
      inputRef={focusElementRef}
      value={item.value ?? ''}
      onChange={(event) => applyValue({ ...item, value: Number(event.target.value) })}
      sx={{ minWidth: 120 }}
    >
      {periods.map((period) => (
        <MenuItem key={period.months} value={period.months}>
          last {period.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A new operator: the date falls within the last `value` months. */
const hiredWithin: GridFilterOperator<EmployeeRow, Date, number> = {
  label: 'is within the last',
  value: 'withinLast',
  // No period chosen yet: the item filters nothing out.
  getApplyFilterFn: (filterItem) => {
    if (typeof filterItem.value !== 'number') return null;
    const since = new Date(today);
    since.setMonth(since.getMonth() - filterItem.value);
    return (value) => value != null && value >= since && value <= today;
  },
  InputComponent: PeriodInput,
  // What the toolbar's filter tooltip shows for this item.
  getValueAsString: (months: number) => periods.find((period) => period.months === months)?.label ?? '',
};

export default function CustomizationHiredWithin() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 80, maxColumns: 9 });
  const withOperator = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) =>
        column.field === 'hireDate' ? { ...column, filterOperators: [hiredWithin, ...getGridDateOperators()] } : column,
      ),
    [columns],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={withOperator}
        loading={loading}
        label="Employees"
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'hireDate', operator: 'withinLast', value: 36 }] } },
        }}
      />
    </Box>
  );
}
