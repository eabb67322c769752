import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

type Range = [number | null, number | null];

/** Two number fields that write `[from, to]` into the filter item. */
function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [from, to]: Range = Array.isArray(item.value) ? (item.value as Range) : [null, null];
  const update = (index: 0 | 1, text: string) => {
    const next: Range = [from, to];
    next[index] = text === '' ? null : Number(text);
    applyValue({ ...item, value: next });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'flex-end' }}>
      <TextField
        variant="standard"
        type="number"
        label="From"
        inputRef={focusElementRef}
        value={from ?? ''}
        onChange={(event) => update(0, event.target.value)}
        sx={{ width: 90 }}
      />
      <TextField
        variant="standard"
        type="number"
        label="To"
        value={to ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 90 }}
      />
    </Stack>
  );
}

const between: GridFilterOperator<EmployeeRow, number, Range> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = Array.isArray(filterItem.value) ? (filterItem.value as Range) : [null, null];
    // Until both ends are filled in, the rule lets every row through.
    if (from == null || to == null) return null;
    return (value) => value != null && from <= value && value <= to;
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} to ${value[1] ?? '…'}`,
};

export default function CustomizationBetween() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 80, maxColumns: 6 });
  const withBetween = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) =>
        column.field === 'salary' ? { ...column, filterOperators: [...getGridNumericOperators(), between] } : column,
      ),
    [columns],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={withBetween}
        loading={loading}
        label="Employees"
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: 'between', value: [60000, 90000] }] } },
        }}
      />
    </Box>
  );
}
