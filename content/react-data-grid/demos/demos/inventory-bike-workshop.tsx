import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridFilterModel, type GridRowId } from '@mui/x-data-grid-premium';
import { createBikeParts, partUpdateProblem, summarizeInventory, type BikePart } from '../../../demo-data/bike-parts';
import { createBikePartColumns, DELIVERY_SIZE } from '../../../demo-data/bike-parts-columns';
import { InventorySummary, type InventoryView } from '../../../demo-data/inventory-summary';

// The summary buttons own one filter item, on the status column; other filters are left as they are.
function withView(model: GridFilterModel, view: InventoryView): GridFilterModel {
  const others = model.items.filter((item) => item.id !== 'view');
  if (view === 'all') return { ...model, items: others };
  return { ...model, items: [...others, { id: 'view', field: 'status', operator: 'is', value: view }] };
}

function viewOf(model: GridFilterModel): InventoryView {
  const value = model.items.find((item) => item.id === 'view')?.value;
  return value === 'low' || value === 'out' ? value : 'all';
}

export default function InventoryBikeWorkshop() {
  const [parts, setParts] = React.useState<BikePart[]>(() => createBikeParts(2026));
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [problem, setProblem] = React.useState<string | null>(null);
  const summary = React.useMemo(() => summarizeInventory(parts), [parts]);

  const receive = React.useCallback((id: GridRowId) => {
    setParts((current) =>
      current.map((part) => (part.id === id ? { ...part, onHand: part.onHand + DELIVERY_SIZE } : part)),
    );
  }, []);
  const columns = React.useMemo(() => createBikePartColumns(receive), [receive]);

  // Called when an edited row is committed: refuse bad values, otherwise keep the row in our state.
  const processRowUpdate = React.useCallback((updated: BikePart) => {
    const reason = partUpdateProblem(updated);
    if (reason) throw new Error(reason);
    setProblem(null);
    setParts((current) => current.map((part) => (part.id === updated.id ? updated : part)));
    return updated;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <InventorySummary
        summary={summary}
        view={viewOf(filterModel)}
        onViewChange={(view) => setFilterModel((model) => withView(model, view))}
      />
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mb: 1.5 }}>
          {problem} Correct the value or press Escape to cancel.
        </Alert>
      )}
      <Box sx={{ height: 520 }}>
        <DataGridPremium
          rows={parts}
          columns={columns}
          label="Workshop parts"
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setProblem(error.message)}
          // A footer row sums the units and the value of the parts that pass the filters.
          initialState={{ aggregation: { model: { onHand: 'sum', stockValue: 'sum' } } }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
