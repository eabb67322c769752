import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import {
  useChartCartesianAxis,
  useChartClosestPoint,
  useChartHighlight,
  useChartInteraction,
  useChartZAxis,
  type UseChartCartesianAxisSignature,
  type UseChartClosestPointSignature,
  type UseChartHighlightSignature,
  type UseChartInteractionSignature,
  type UseChartZAxisSignature,
} from '@mui/x-charts/plugins';
import { createScatterClusters } from '../../demo-data/chart-scatter';

// Plugin lists live outside the component: a plugin is a hook, so a list must never change between renders.
const withoutClosestPoint = [useChartZAxis, useChartCartesianAxis, useChartInteraction, useChartHighlight] as const;
const withClosestPoint = [...withoutClosestPoint, useChartClosestPoint] as const;

// The signatures of each list, in the same order, type the provider for that list.
type WithoutClosestPoint = [
  UseChartZAxisSignature,
  UseChartCartesianAxisSignature<'scatter'>,
  UseChartInteractionSignature,
  UseChartHighlightSignature,
];
type WithClosestPoint = [...WithoutClosestPoint, UseChartClosestPointSignature];

// Clusters of (weight in kg, range in units of 8 km), scaled to kilometres below.
const [compact, touring] = createScatterClusters([
  { x: 18, y: 7, spread: 1.5, count: 25 },
  { x: 25, y: 11, spread: 1.5, count: 25 },
]).map((cluster) => cluster.map((point) => ({ ...point, y: Math.round(point.y * 8) })));

const chartProps = {
  height: 300,
  xAxis: [{ label: 'Weight (kg)' }],
  yAxis: [{ label: 'Range (km)' }],
  series: [
    { type: 'scatter' as const, id: 'compact', label: 'Compact e-bikes', data: compact },
    { type: 'scatter' as const, id: 'touring', label: 'Touring e-bikes', data: touring },
  ],
};

function ScatterLayers() {
  return (
    <React.Fragment>
      <ChartsSurface>
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip trigger="item" />
    </React.Fragment>
  );
}

type Variant = 'items' | 'closest';

export default function PluginsClosestPoint() {
  const [variant, setVariant] = React.useState<Variant>('closest');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_, next: Variant | null) => next && setVariant(next)}
        aria-label="Plugins given to ChartDataProvider"
      >
        <ToggleButton value="items">Without useChartClosestPoint</ToggleButton>
        <ToggleButton value="closest">With useChartClosestPoint</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2">
        {variant === 'closest'
          ? 'Anywhere in the plot, the tooltip shows the nearest bike.'
          : 'The tooltip only opens when the pointer is on a marker.'}
      </Typography>
      {/* Each list gets its own provider element; the key remounts it when the list changes. */}
      {variant === 'closest' ? (
        <ChartDataProvider<'scatter', WithClosestPoint> key="closest" plugins={withClosestPoint} {...chartProps}>
          <ScatterLayers />
        </ChartDataProvider>
      ) : (
        <ChartDataProvider<'scatter', WithoutClosestPoint> key="items" plugins={withoutClosestPoint} {...chartProps}>
          <ScatterLayers />
        </ChartDataProvider>
      )}
    </Stack>
  );
}
