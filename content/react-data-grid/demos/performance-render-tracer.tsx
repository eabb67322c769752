import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridCell, type GridCellProps } from '@mui/x-data-grid-pro';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// A cell slot that counts its own renders and briefly highlights itself after each one.
const TracedCell = React.forwardRef<HTMLDivElement, GridCellProps>(function TracedCell(props, forwardedRef) {
  const element = React.useRef<HTMLDivElement | null>(null);
  const renders = React.useRef(0);
  renders.current += 1;

  // No dependency list on purpose: this runs after every render of the cell.
  React.useEffect(() => {
    if (!prefersReducedMotion()) {
      element.current?.animate(
        [{ boxShadow: 'inset 0 0 0 2px rgba(255, 160, 0, 0.9)', backgroundColor: 'rgba(255, 193, 7, 0.3)' }, {}],
        { duration: 450 },
      );
    }
  });

  const setRefs = (node: HTMLDivElement | null) => {
    element.current = node;
    if (typeof forwardedRef === 'function') {
      forwardedRef(node);
    } else if (forwardedRef) {
      forwardedRef.current = node;
    }
  };

  return <GridCell ref={setRefs} {...props} data-renders={renders.current} />;
}) as typeof GridCell;

// Defined outside the component, so the slots object keeps the same reference on every render.
const slots = { cell: TracedCell };

export default function PerformanceRenderTracer() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 100, maxColumns: 10 });

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // The render count of each cell, in its corner.
        '& .MuiDataGrid-cell[data-renders]': { position: 'relative' },
        '& .MuiDataGrid-cell[data-renders]::after': {
          content: 'attr(data-renders)',
          position: 'absolute',
          top: 1,
          right: 3,
          fontSize: 10,
          lineHeight: 1,
          color: 'text.secondary',
        },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades (cell renders traced)"
        checkboxSelection
        disableRowSelectionOnClick
        slots={slots}
      />
    </Box>
  );
}
