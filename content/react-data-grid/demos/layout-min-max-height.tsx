import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const MIN_HEIGHT = 220;
const MAX_HEIGHT = 420;

/** Reports the rendered height of an element as it changes. */
function useMeasuredHeight(ref: React.RefObject<HTMLDivElement | null>) {
  const [height, setHeight] = React.useState(0);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setHeight(Math.round(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

export default function LayoutMinMaxHeight() {
  const [count, setCount] = React.useState(2);
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 60, maxColumns: 6 });
  const parentRef = React.useRef<HTMLDivElement>(null);
  const height = useMeasuredHeight(parentRef);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Typography id="layout-min-max-rows" variant="body2" sx={{ minWidth: 90 }}>
          Rows: {count}
        </Typography>
        <Slider
          aria-labelledby="layout-min-max-rows"
          value={count}
          min={0}
          max={rows.length}
          onChange={(_, value) => setCount(value as number)}
          sx={{ maxWidth: 300 }}
        />
        <Typography variant="body2" role="status">
          Parent height: {height} px (between {MIN_HEIGHT} and {MAX_HEIGHT})
        </Typography>
      </Stack>
      <Box
        ref={parentRef}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
      >
        <DataGrid rows={rows.slice(0, count)} columns={columns} loading={loading} label="Commodity trades" />
      </Box>
    </Stack>
  );
}
