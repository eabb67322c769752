import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Net cash flow per month in euros: small months, zero months, losses and a few very large months.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const cashFlow = [0, 12, -40, 850, 0, -3200, 26000, 4, -180, 91000];

export default function AxisSymlog() {
  const [constant, setConstant] = React.useState(10);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="axis-symlog-constant" gutterBottom>
        constant: {constant}
      </Typography>
      <Slider
        value={constant}
        onChange={(_, value) => setConstant(value as number)}
        min={1}
        max={1000}
        step={null}
        marks={[1, 10, 100, 1000].map((value) => ({ value, label: `${value}` }))}
        aria-labelledby="axis-symlog-constant"
        sx={{ maxWidth: 360, mx: 1 }}
      />
      <BarChart
        height={320}
        xAxis={[{ data: months, scaleType: 'band' }]}
        yAxis={[{ scaleType: 'symlog', constant, width: 60 }]}
        series={[{ data: cashFlow, label: 'Net cash flow (€)' }]}
      />
    </Box>
  );
}
