import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function EventsSubscribe() {
  const apiRef = useGridApiRef();
  const [history, setHistory] = React.useState<string[]>([]);
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 5 });

  React.useEffect(() => {
    // subscribeEvent returns the function that unsubscribes: returning it cleans up on unmount.
    return apiRef.current?.subscribeEvent('rowClick', (params) => {
      setHistory((previous) => [String(params.row.title), ...previous].slice(0, 4));
    });
  }, [apiRef]);

  return (
    <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
      <Box sx={{ height: 320, flex: '1 1 420px', minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} label="Films" />
      </Box>
      <Box sx={{ flex: '0 0 200px' }}>
        <Typography variant="subtitle2" component="h3">
          Recently clicked
        </Typography>
        <List dense aria-live="polite">
          {history.length === 0 ? (
            <ListItem>Nothing yet</ListItem>
          ) : (
            history.map((title, index) => <ListItem key={`${title}-${index}`}>{title}</ListItem>)
          )}
        </List>
      </Box>
    </Box>
  );
}
