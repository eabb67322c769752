import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];
const stock = [18, 46, 73, 51, 22];

const controls = [
  { key: 'marginTop', label: 'margin.top', max: 80 },
  { key: 'marginRight', label: 'margin.right', max: 80 },
  { key: 'xAxisHeight', label: 'xAxis height', max: 80 },
  { key: 'yAxisWidth', label: 'yAxis width', max: 100 },
] as const;

type Key = (typeof controls)[number]['key'];

export default function StylingMargin() {
  const [values, setValues] = React.useState<Record<Key, number>>({
    marginTop: 20,
    marginRight: 20,
    xAxisHeight: 30,
    yAxisWidth: 50,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack sx={{ minWidth: 200 }}>
        {controls.map(({ key, label, max }) => (
          <div key={key}>
            <Typography id={`styling-margin-${key}`} variant="body2">
              {label}: {values[key]}px
            </Typography>
            <Slider
              value={values[key]}
              min={0}
              max={max}
              onChange={(_, value) => setValues((previous) => ({ ...previous, [key]: value as number }))}
              aria-labelledby={`styling-margin-${key}`}
            />
          </div>
        ))}
      </Stack>
      <BarChart
        height={300}
        margin={{ top: values.marginTop, right: values.marginRight, bottom: 10, left: 10 }}
        xAxis={[{ data: sizes, scaleType: 'band', height: values.xAxisHeight, label: 'Size' }]}
        yAxis={[{ width: values.yAxisWidth, label: 'Items in stock' }]}
        series={[{ data: stock, label: 'Stock' }]}
        sx={{ border: '1px dashed', borderColor: 'divider' }}
      />
    </Stack>
  );
}
