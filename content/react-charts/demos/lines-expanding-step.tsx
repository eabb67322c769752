import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5'];

export default function LinesExpandingStep() {
  const [strictStepCurve, setStrictStepCurve] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={strictStepCurve} onChange={(event) => setStrictStepCurve(event.target.checked)} />}
        label="strictStepCurve"
      />
      <ChartDataProvider
        height={300}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ width: 40 }]}
        series={[
          { type: 'bar', data: [34, 41, 29, 46, 38], label: 'Tickets closed' },
          // The step spans each whole band, like the bars, unless strictStepCurve is set.
          { type: 'line', data: [35, 35, 40, 40, 45], label: 'Weekly goal', curve: 'stepAfter', strictStepCurve },
        ]}
      >
        <ChartsWrapper>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <ChartsAxis />
          </ChartsSurface>
        </ChartsWrapper>
      </ChartDataProvider>
    </Stack>
  );
}
