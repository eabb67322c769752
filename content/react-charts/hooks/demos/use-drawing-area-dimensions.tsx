import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { createRegionQuarters } from '../../../demo-data/chart-series';

const quarters = createRegionQuarters(8);
const guideColor = '#0277bd';

// Dimension lines from the SVG edges to the drawing area, labelled with the hook's values.
function DrawingAreaGuides() {
  const { left, right, top, bottom, width, height } = useDrawingArea();
  const svgWidth = left + width + right;
  const svgHeight = top + height + bottom;
  const midX = left + width / 2;
  const midY = top + height / 2;
  const theme = useTheme();

  return (
    <g fontSize={11} fill={guideColor} stroke={guideColor} pointerEvents="none">
      <rect x={left} y={top} width={width} height={height} fill="none" strokeDasharray="2 3" />
      <line x1={0} x2={left} y1={midY} y2={midY} />
      <line x1={left + width} x2={svgWidth} y1={midY} y2={midY} />
      <line x1={midX} x2={midX} y1={0} y2={top} />
      <line x1={midX} x2={midX} y1={top + height} y2={svgHeight} />
      <g stroke="none">
        <text x={4} y={midY - 4}>{`left ${left}`}</text>
        <text x={svgWidth - 4} y={midY - 4} textAnchor="end">{`right ${right}`}</text>
        <text x={midX + 4} y={12}>{`top ${top}`}</text>
        <text x={midX + 4} y={svgHeight - 4}>{`bottom ${bottom}`}</text>
        <text
          x={midX}
          y={midY}
          textAnchor="middle"
          fontSize={13}
          fontWeight={600}
          stroke={theme.palette.background.paper}
          strokeWidth={4}
          paintOrder="stroke"
        >
          {`${Math.round(width)} × ${Math.round(height)}`}
        </text>
      </g>
    </g>
  );
}

export default function UseDrawingAreaDimensions() {
  const [withLabels, setWithLabels] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={withLabels} onChange={(event) => setWithLabels(event.target.checked)} />}
        label="Axis labels (they take room from the drawing area)"
      />
      <BarChart
        height={320}
        dataset={quarters}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter', label: withLabels ? 'Quarter' : undefined }]}
        yAxis={[{ label: withLabels ? 'Revenue (k€)' : undefined }]}
        series={[
          { dataKey: 'north', label: 'North' },
          { dataKey: 'south', label: 'South' },
          { dataKey: 'west', label: 'West' },
        ]}
        hideLegend
      >
        <DrawingAreaGuides />
      </BarChart>
    </Stack>
  );
}
