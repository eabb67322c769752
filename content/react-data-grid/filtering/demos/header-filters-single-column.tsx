import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import Box from '@mui/material/Box';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

/** "Any / Remote / On site" instead of the boolean filter with its operator menu. */
function WorkplaceFilter({ colDef }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const item = filterModel.items.find((filter) => filter.field === colDef.field);
  const choice = item?.value === undefined ? 'any' : String(item.value);

  const choose = (next: string) => {
    if (next === 'any') {
      if (item) apiRef.current.deleteFilterItem(item);
      return;
    }
    apiRef.current.upsertFilterItem({ id: item?.id ?? 'workplace', field: colDef.field, operator: 'is', value: next });
  };

  return (
    <TextField
      select
      size="small"
      variant="standard"
      fullWidth
      label="Workplace"
      value={choice}
      onChange={(event) => choose(event.target.value)}
    >
      <MenuItem value="any">Any</MenuItem>
      <MenuItem value="true">Remote</MenuItem>
      <MenuItem value="false">On site</MenuItem>
    </TextField>
  );
}

export default function HeaderFiltersSingleColumn() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 11 });
  const custom = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) => {
        if (column.field === 'remote') {
          return { ...column, width: 140, renderHeaderFilter: (params) => <WorkplaceFilter {...params} /> };
        }
        // An empty header filter cell: this column cannot be filtered from the header row.
        if (column.field === 'lastLogin') return { ...column, renderHeaderFilter: () => null };
        return column;
      }),
    [columns],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={custom}
        loading={loading}
        label="Employees"
        headerFilters
        initialState={{ pinnedColumns: { right: ['remote'] } }}
      />
    </Box>
  );
}
