import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  useGridApiContext,
  useGridEvent,
  type GridEventListener,
} from '@mui/x-data-grid';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// A footer slot that keeps the last clicked film in view: useGridEvent works inside the grid only.
function LastClickedFooter() {
  const apiRef = useGridApiContext();
  const [title, setTitle] = React.useState<string | null>(null);

  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>((params) => {
    setTitle(String(params.row.title));
  }, []);
  useGridEvent(apiRef, 'rowClick', handleRowClick);

  return (
    <GridFooterContainer>
      <Box role="status" sx={{ px: 2, typography: 'body2' }}>
        {title ? `Last clicked: ${title}` : 'Click a row.'}
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function EventsHook() {
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 5 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} loading={loading} label="Films" slots={{ footer: LastClickedFooter }} />
    </Box>
  );
}
