import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { createShares } from '../../demo-data/chart-categories';

const shares = createShares(undefined, 123);
const types = ['image/png', 'image/jpeg', 'image/webp'];

export default function ExportApiRef() {
  const apiRef = useChartProApiRef<'pie'>();
  const [type, setType] = React.useState('image/png');
  const [quality, setQuality] = React.useState(0.9);
  const lossy = type !== 'image/png';

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => apiRef.current?.exportAsPrint({ fileName: 'Sales by product line' })}>
          Print or save as PDF
        </Button>
        <TextField
          select
          size="small"
          label="type"
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ minWidth: 140 }}
        >
          {types.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ width: 160 }}>
          <Typography id="export-quality" variant="body2" color={lossy ? 'text.primary' : 'text.disabled'}>
            quality: {quality}
          </Typography>
          <Slider
            value={quality}
            min={0.1}
            max={1}
            step={0.1}
            disabled={!lossy}
            onChange={(_, value) => setQuality(value as number)}
            aria-labelledby="export-quality"
          />
        </Stack>
        <Button
          variant="contained"
          onClick={() => apiRef.current?.exportAsImage({ type, quality, fileName: 'Sales by product line' })}
        >
          Save as image
        </Button>
      </Stack>
      <PieChartPro apiRef={apiRef} height={260} series={[{ data: shares, innerRadius: 50, paddingAngle: 2 }]} />
    </Stack>
  );
}
