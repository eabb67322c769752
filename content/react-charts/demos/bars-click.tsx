import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Lyon', 'Porto', 'Graz', 'Turku'];

export default function BarsClick() {
  const [itemText, setItemText] = React.useState('Click a bar.');
  const [axisText, setAxisText] = React.useState('Click anywhere in the chart.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: cities }]}
        series={[
          { id: 'rain', data: [83, 121, 91, 68], label: 'Rainy days' },
          { id: 'sun', data: [190, 240, 205, 121], label: 'Sunny days' },
        ]}
        onItemClick={(_, bar) => setItemText(`onItemClick: series "${bar.seriesId}", index ${bar.dataIndex}`)}
        onAxisClick={(_, axis) => setAxisText(`onAxisClick: ${String(axis?.axisValue)} (index ${axis?.dataIndex})`)}
      />
      <Typography variant="body2" aria-live="polite">
        {itemText}
      </Typography>
      <Typography variant="body2" aria-live="polite">
        {axisText}
      </Typography>
    </Stack>
  );
}
