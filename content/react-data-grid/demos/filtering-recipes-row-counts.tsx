import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridFilterModel } from '@mui/x-data-grid';
import { departments } from '../../demo-data/employee-rows';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const everyone: GridFilterModel = { items: [] };
const presets = departments.map((department) => ({
  label: department,
  model: { items: [{ field: 'department', operator: 'is', value: department }] } satisfies GridFilterModel,
}));

export default function FilteringRecipesRowCounts() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 120, maxColumns: 6 });
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(everyone);
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  // Asks the grid how many rows each preset would keep, without applying any of them.
  const countRows = React.useCallback(() => {
    const api = apiRef.current;
    if (!api) return;
    const ids = api.getAllRowIds();
    const next: Record<string, number> = {};
    for (const preset of presets) {
      const { filteredRowsLookup } = api.getFilterState(preset.model);
      next[preset.label] = ids.filter((id) => filteredRowsLookup[id] !== false).length;
    }
    setCounts(next);
  }, [apiRef]);

  React.useEffect(() => {
    if (!loading) countRows();
  }, [loading, rows, countRows]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label="Department">
        <Button
          size="small"
          variant={filterModel === everyone ? 'contained' : 'outlined'}
          onClick={() => setFilterModel(everyone)}
        >
          All ({rows.length})
        </Button>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant={filterModel === preset.model ? 'contained' : 'outlined'}
            onClick={() => setFilterModel(preset.model)}
          >
            {preset.label} ({counts[preset.label] ?? '…'})
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
