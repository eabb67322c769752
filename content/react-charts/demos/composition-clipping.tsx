import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

const samples = createCorrelatedPoints({ count: 60, seed: 13, x: [50, 25], slope: 1, intercept: 0, noise: 12 });
const fitX = [0, 20, 40, 60, 80, 100];

export default function CompositionClipping() {
  const [clipScatter, setClipScatter] = React.useState(true);
  const [clipLine, setClipLine] = React.useState(false);
  // An id unique on the page: several charts may be clipped at once.
  const clipPathId = `${React.useId()}-clip-path`;

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={clipScatter} onChange={(event) => setClipScatter(event.target.checked)} />}
          label="Clip the scatter"
        />
        <FormControlLabel
          control={<Switch checked={clipLine} onChange={(event) => setClipLine(event.target.checked)} />}
          label="Clip the line"
        />
      </Stack>
      <ChartContainer
        height={300}
        // A zoomed-in window: part of the data falls outside the drawing area.
        xAxis={[
          { id: 'x', min: 20, max: 80 },
          // The line reads its x-values from an axis with data, hidden but on the same range.
          { id: 'fit', data: fitX, min: 20, max: 80, position: 'none' },
        ]}
        yAxis={[{ id: 'y', min: 20, max: 80 }]}
        series={[
          { type: 'scatter', data: samples, label: 'Samples' },
          { type: 'line', data: fitX, xAxisId: 'fit', label: 'y = x' },
        ]}
      >
        <g clipPath={clipScatter ? `url(#${clipPathId})` : undefined}>
          <ScatterPlot />
        </g>
        <g clipPath={clipLine ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsXAxis axisId="x" />
        <ChartsYAxis axisId="y" />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
    </Stack>
  );
}
