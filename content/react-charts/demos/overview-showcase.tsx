import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { OptionGroup } from '../showcase/option-group';
import {
  channels,
  formatUnits,
  heatmapCells,
  monthlyRows,
  monthPoints,
  months,
  yearTotals,
} from '../showcase/showcase-data';

type Kind = 'bar' | 'line' | 'area' | 'pie' | 'scatter' | 'heatmap';
type Trigger = 'item' | 'axis' | 'none';
type Highlight = 'series' | 'item' | 'off';
type Place = 'top' | 'right' | 'bottom' | 'hidden';

// What each choice of the "Highlight" control sets as the series' highlightScope.
const scopes = {
  series: { highlight: 'series', fade: 'global' },
  item: { highlight: 'item', fade: 'series' },
  off: { highlight: 'none', fade: 'none' },
} as const;

const legends = {
  top: { position: { vertical: 'top', horizontal: 'center' }, direction: 'horizontal' },
  right: { position: { vertical: 'middle', horizontal: 'end' }, direction: 'vertical' },
  bottom: { position: { vertical: 'bottom', horizontal: 'center' }, direction: 'horizontal' },
  hidden: {},
} as const;

const names: Record<Kind, string> = {
  bar: 'BarChart',
  line: 'LineChart',
  area: 'LineChart',
  pie: 'PieChart',
  scatter: 'ScatterChart',
  heatmap: 'Heatmap',
};

const proMark = (
  <Box
    component="span"
    sx={{ ml: 0.5, px: 0.5, borderRadius: 0.5, border: 1, borderColor: 'currentColor', fontWeight: 600 }}
  >
    Pro
  </Box>
);

type Settings = { kind: Kind; trigger: Trigger; highlight: Highlight; place: Place; stacked: boolean; zoom: boolean };

function ShowcaseChart({ kind, trigger, highlight, place, stacked, zoom }: Settings) {
  const highlightScope = scopes[highlight];
  const common = {
    height: 340,
    hideLegend: place === 'hidden',
    showToolbar: zoom,
    slotProps: { tooltip: { trigger }, legend: legends[place] },
  };
  // Scatter points and heatmap cells have no axis tooltip: only 'item' or 'none'.
  const itemSlotProps = { ...common.slotProps, tooltip: { trigger: trigger === 'none' ? 'none' : 'item' } } as const;
  const monthAxis = { scaleType: 'band' as const, dataKey: 'month', zoom: zoom && { slider: { enabled: true } } };
  const series = channels.map((channel) => ({
    dataKey: channel,
    label: channel,
    highlightScope,
    valueFormatter: formatUnits,
    stack: stacked ? 'units' : undefined,
  }));

  if (kind === 'bar') {
    const Bars = zoom ? BarChartPro : BarChart;
    return <Bars {...common} enableKeyboardNavigation dataset={monthlyRows} xAxis={[monthAxis]} series={series} />;
  }
  if (kind === 'line' || kind === 'area') {
    const Lines = zoom ? LineChartPro : LineChart;
    const lines = series.map((line) => ({ ...line, area: kind === 'area', showMark: kind === 'line' }));
    const pointAxis = { ...monthAxis, scaleType: 'point' as const };
    return <Lines {...common} enableKeyboardNavigation dataset={monthlyRows} xAxis={[pointAxis]} series={lines} />;
  }
  if (kind === 'scatter') {
    const Points = zoom ? ScatterChartPro : ScatterChart;
    const xAxis = {
      min: 0.5,
      max: 12.5,
      tickInterval: months.map((_, index) => index + 1),
      valueFormatter: (month: number) => months[month - 1] ?? '',
      zoom: zoom && { slider: { enabled: true } },
    };
    const points = channels.map((channel) => ({
      label: channel,
      data: monthPoints(channel),
      highlightScope,
      valueFormatter: (point: { x: number; y: number } | null) =>
        point && `${months[point.x - 1]}: ${formatUnits(point.y)}`,
    }));
    return <Points {...common} slotProps={itemSlotProps} enableKeyboardNavigation xAxis={[xAxis]} series={points} />;
  }
  if (kind === 'pie') {
    const slices = { data: yearTotals, innerRadius: 60, paddingAngle: 1, cornerRadius: 4, highlightScope };
    const valueFormatter = (slice: { value: number }) => formatUnits(slice.value);
    return <PieChart {...common} enableKeyboardNavigation series={[{ ...slices, valueFormatter }]} />;
  }
  return (
    <Heatmap
      {...common}
      slotProps={itemSlotProps}
      xAxis={[{ data: [...months] }]}
      yAxis={[{ data: [...channels], width: 80 }]}
      series={[
        { data: heatmapCells, label: 'Units sold', highlightScope, valueFormatter: (cell) => formatUnits(cell[2]) },
      ]}
    />
  );
}

export default function OverviewShowcase() {
  const [kind, setKind] = React.useState<Kind>('bar');
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [place, setPlace] = React.useState<Place>('top');
  const [stacked, setStacked] = React.useState(false);
  const [zoom, setZoom] = React.useState(false);

  // Some options only exist for some charts: the controls show what the current chart really uses.
  const hasAxisTooltip = kind === 'bar' || kind === 'line' || kind === 'area';
  const canStack = kind === 'bar' || kind === 'area';
  const canZoom = hasAxisTooltip || kind === 'scatter';
  const settings: Settings = {
    kind,
    trigger: trigger === 'axis' && !hasAxisTooltip ? 'item' : trigger,
    highlight,
    place,
    stacked: stacked && canStack,
    zoom: zoom && canZoom,
  };
  const isPro = kind === 'heatmap' || settings.zoom;
  const component = `${names[kind]}${settings.zoom ? 'Pro' : ''}`;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <OptionGroup
          label="Chart type"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'bar', label: 'Bar' },
            { value: 'line', label: 'Line' },
            { value: 'area', label: 'Area' },
            { value: 'pie', label: 'Pie' },
            { value: 'scatter', label: 'Scatter' },
            { value: 'heatmap', label: <>Heatmap {proMark}</> },
          ]}
        />
        <OptionGroup
          label="Tooltip trigger"
          value={settings.trigger}
          onChange={setTrigger}
          options={[
            { value: 'item', label: 'Item' },
            { value: 'axis', label: 'Axis', disabled: !hasAxisTooltip },
            { value: 'none', label: 'None' },
          ]}
        />
        <OptionGroup
          label="Highlight"
          value={highlight}
          onChange={setHighlight}
          options={[
            { value: 'series', label: 'Series' },
            { value: 'item', label: 'Item' },
            { value: 'off', label: 'Off' },
          ]}
        />
        <OptionGroup
          label="Legend"
          value={place}
          onChange={setPlace}
          options={[
            { value: 'top', label: 'Top' },
            { value: 'right', label: 'Right' },
            { value: 'bottom', label: 'Bottom' },
            { value: 'hidden', label: 'Hidden' },
          ]}
        />
        <FormControlLabel
          control={<Switch checked={settings.stacked} disabled={!canStack} onChange={(_, on) => setStacked(on)} />}
          label="Stack series"
        />
        <FormControlLabel
          control={<Switch checked={settings.zoom} disabled={!canZoom} onChange={(_, on) => setZoom(on)} />}
          label={<>Zoom and pan {proMark}</>}
        />
      </Stack>
      <ShowcaseChart {...settings} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Drawn by <code>{component}</code> from <code>{isPro ? '@mui/x-charts-pro' : '@mui/x-charts'}</code> (
        {isPro ? 'Pro plan: watermarked until a licence key is set' : 'MIT licence'}).
      </Typography>
    </Stack>
  );
}
