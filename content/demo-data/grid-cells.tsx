import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';

/**
 * Custom cells for the demo datasets' `renderCell`. They only change how a value looks: sorting,
 * filtering and export still use the plain number.
 */

/** A 1–5 score as read-only stars (announced as "4 Stars"). */
export function renderRatingCell<R extends GridValidRowModel>(params: GridRenderCellParams<R, number>) {
  if (params.value == null) return null;
  return <Rating value={params.value} max={5} size="small" readOnly />;
}

/** A share between 0 and 1 as a bar with its percentage, green once it passes 80%. */
export function renderProgressCell<R extends GridValidRowModel>(params: GridRenderCellParams<R, number>) {
  if (params.value == null) return null;
  const percent = Math.round(params.value * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      <Box
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={params.colDef.headerName ?? params.field}
        sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box
          sx={{
            width: `${percent}%`,
            height: '100%',
            bgcolor: percent >= 80 ? 'success.main' : percent >= 40 ? 'primary.main' : 'warning.main',
          }}
        />
      </Box>
      <Box component="span" sx={{ minWidth: 36, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {percent}%
      </Box>
    </Box>
  );
}
