import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { commodityDataset } from '../../../demo-data/commodity-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { RequestLog, useRequestLog } from '../request-log';

const { rows, columns } = createDemoData({ dataset: commodityDataset, rowCount: 3000, maxColumns: 6 });
const server = createFakeGridServer({ rows, columns, latency: 300 });
const throttleChoices = [0, 500, 2000];

export default function ServerSideLazyLoadingThrottle() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const { dataSource, entries } = useRequestLog(server.dataSource);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="lazy-throttle-label" variant="body2">
          Wait between requests
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby="lazy-throttle-label"
          value={throttleMs}
          onChange={(_event, value: number | null) => value !== null && setThrottleMs(value)}
        >
          {throttleChoices.map((ms) => (
            <ToggleButton key={ms} value={ms}>
              {ms} ms
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          label="3,000 trades with a configurable request throttle"
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
