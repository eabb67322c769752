import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ScrollingRestoration() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 100 });
  const [mounted, setMounted] = React.useState(true);
  const [saved, setSaved] = React.useState<GridInitialState['scroll']>({ top: 1200, left: 400 });

  const toggle = () => {
    if (mounted) {
      // Keep the scroll position before the grid goes away.
      const position = apiRef.current?.getScrollPosition();
      if (position) setSaved(position);
    }
    setMounted(!mounted);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={toggle} sx={{ mb: 1 }}>
        {mounted ? 'Unmount the grid' : 'Mount it again'}
      </Button>
      <Typography variant="body2" aria-live="polite">
        Saved position: {saved?.top ?? 0} px from the top, {saved?.left ?? 0} px from the left
      </Typography>
      <Box sx={{ height: 360 }}>
        {mounted ? (
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            loading={loading}
            label="Trades, reopened where you left them"
            initialState={{ scroll: saved }}
            hideFooter
          />
        ) : null}
      </Box>
    </Box>
  );
}
