import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { turbineColumns } from '../../../demo-data/turbine-columns';
import { createTurbineFeed, summarizeFleet, type TurbineReading } from '../../../demo-data/turbine-feed';
import { TurbineFeedControls } from '../../../demo-data/turbine-feed-controls';

export default function RealTimeDataTurbineBoard() {
  const apiRef = useGridApiRef();
  // Seeded, so the first render (the prerendered HTML) is the same in every browser.
  const [feed] = React.useState(() => createTurbineFeed(2026));
  const [live, setLive] = React.useState(true);
  const [intervalMs, setIntervalMs] = React.useState(1000);
  const [summary, setSummary] = React.useState(() => summarizeFleet(feed.initialRows));

  React.useEffect(() => {
    if (!live) return undefined;
    // Effects never run on the server: the feed starts once the demo is live in the browser.
    const timer = window.setInterval(() => {
      const changed: TurbineReading[] = feed.tick();
      // Only the turbines that reported: the grid merges them into its rows by id.
      apiRef.current?.updateRows(changed);
      setSummary(summarizeFleet(feed.current()));
    }, intervalMs);
    // Pausing, changing the rate or leaving the page stops this timer.
    return () => window.clearInterval(timer);
  }, [apiRef, feed, live, intervalMs]);

  return (
    <Box sx={{ width: '100%' }}>
      <TurbineFeedControls
        live={live}
        onLiveChange={setLive}
        intervalMs={intervalMs}
        onIntervalChange={setIntervalMs}
        summary={summary}
      />
      <Box sx={{ height: 460 }}>
        <DataGridPro
          apiRef={apiRef}
          // Read once: later changes arrive through updateRows, so this array never changes.
          rows={feed.initialRows}
          columns={turbineColumns}
          label="Wind farm turbines"
          // However fast the feed ticks, the rows re-render at most twice a second.
          throttleRowsMs={500}
          rowHeight={48}
          disableRowSelectionOnClick
          initialState={{ pinnedColumns: { left: ['id'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
