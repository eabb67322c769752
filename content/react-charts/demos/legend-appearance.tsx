import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

const cities = [
  { id: 'oslo', label: 'Oslo', data: createMonthlyTemperatures(3).map((value) => value - 6) },
  { id: 'lyon', label: 'Lyon', data: createMonthlyTemperatures(4) },
  { id: 'seville', label: 'Seville', data: createMonthlyTemperatures(5).map((value) => value + 7) },
];

function LabeledSlider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  // A generated id: the label has spaces, and aria-labelledby would read each word as a separate id.
  const id = React.useId();
  return (
    <div>
      <Typography id={id} variant="body2">
        {props.label}: {props.value}px
      </Typography>
      <Slider
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(_, value) => props.onChange(value as number)}
        aria-labelledby={id}
      />
    </div>
  );
}

export default function LegendAppearance() {
  const [markSize, setMarkSize] = React.useState(14);
  const [itemGap, setItemGap] = React.useState(16);
  const [fontSize, setFontSize] = React.useState(14);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack sx={{ minWidth: 200 }}>
        <LabeledSlider label="mark size" value={markSize} min={6} max={24} onChange={setMarkSize} />
        <LabeledSlider label="gap between items" value={itemGap} min={0} max={48} onChange={setItemGap} />
        <LabeledSlider label="font size" value={fontSize} min={10} max={20} onChange={setFontSize} />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ data: [...monthLabels], scaleType: 'point' }]}
        series={cities.map((city) => ({ ...city, showMark: false }))}
        slotProps={{ legend: { sx: { gap: `${itemGap}px` } } }}
        sx={{
          // The class name itself works as well: .MuiChartsLegend-root, .MuiChartsLegend-mark…
          [`& .${legendClasses.mark}`]: { width: markSize, height: markSize },
          [`& .${legendClasses.label}`]: { fontSize, fontWeight: 500 },
        }}
      />
    </Stack>
  );
}
