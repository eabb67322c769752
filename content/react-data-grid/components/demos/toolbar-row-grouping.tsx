import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  useKeepGroupedColumnsHidden,
  gridRowGroupingSanitizedModelSelector,
  gridColumnReorderDragColSelector,
  gridColumnLookupSelector,
} from '@mui/x-data-grid-premium';
import { movieDataset } from '../../../demo-data/movie-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** A drop zone: drag a column header here to group by it, drag chips to reorder, delete a chip to ungroup. */
function GroupingToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridRowGroupingSanitizedModelSelector);
  const lookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const draggedHeader = useGridSelector(apiRef, gridColumnReorderDragColSelector);
  const [draggedChip, setDraggedChip] = useState<string | null>(null);
  const canDropHeader =
    draggedHeader !== '' && lookup[draggedHeader]?.groupable !== false && !model.includes(draggedHeader);

  const allowDrop = (event: DragEvent) => {
    if (canDropHeader || draggedChip) event.preventDefault();
  };

  const dropAt = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (draggedChip) {
      const rest = model.filter((field) => field !== draggedChip);
      apiRef.current.setRowGroupingModel([...rest.slice(0, index), draggedChip, ...rest.slice(index)]);
    } else if (canDropHeader) {
      apiRef.current.addRowGroupingCriteria(draggedHeader, index);
    }
    setDraggedChip(null);
  };

  return (
    <Toolbar
      onDragOver={allowDrop}
      onDrop={dropAt(model.length)}
      style={{ justifyContent: 'flex-start', gap: 8, outline: canDropHeader ? '2px dashed currentColor' : undefined }}
    >
      {model.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Drag a column header here to group the rows by it
        </Typography>
      ) : (
        model.map((field, index) => (
          <Chip
            key={field}
            size="small"
            label={lookup[field]?.headerName ?? field}
            draggable
            onDragStart={() => setDraggedChip(field)}
            onDragEnd={() => setDraggedChip(null)}
            onDragOver={allowDrop}
            onDrop={dropAt(index)}
            onDelete={() => apiRef.current.removeRowGroupingCriteria(field)}
          />
        ))
      )}
    </Toolbar>
  );
}

export default function ToolbarRowGrouping() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 7 });
  const initialState = useKeepGroupedColumnsHidden({ apiRef, initialState: { rowGrouping: { model: ['studio'] } } });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films"
        initialState={initialState}
        slots={{ toolbar: GroupingToolbar }}
        showToolbar
      />
    </Box>
  );
}
