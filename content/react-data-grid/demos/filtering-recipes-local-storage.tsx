import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const storageKey = 'x-docs-demo:filtering-recipes:filter-model';
const emptyModel = JSON.stringify({ items: [] } satisfies GridFilterModel);

// A tiny store over localStorage: the grid re-renders when this tab or another one changes the key.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function readModel() {
  try {
    return window.localStorage.getItem(storageKey) ?? emptyModel;
  } catch {
    return emptyModel; // storage blocked (private mode, sandboxed frame)
  }
}
function writeModel(model: GridFilterModel) {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(model));
  } catch {
    // Nothing to persist to: the filter still applies for this visit.
  }
  listeners.forEach((listener) => listener());
}

export default function FilteringRecipesLocalStorage() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 6 });
  // The stored text is the snapshot, so equal models keep the same string and cause no re-render.
  const stored = React.useSyncExternalStore(subscribe, readModel, () => emptyModel);
  const filterModel = React.useMemo<GridFilterModel>(() => JSON.parse(stored) as GridFilterModel, [stored]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees (filters are kept after a reload)"
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={writeModel}
      />
    </Box>
  );
}
