import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import type { HighlightItemData } from '@mui/x-charts/context';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { channels, formatUnits, monthlyRows } from '../showcase/showcase-data';

export default function OverviewKeyboard() {
  const [keyboard, setKeyboard] = React.useState(true);
  // The series picked from the legend stays highlighted until it is picked again.
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const svgRef = React.useRef<SVGSVGElement>(null);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={keyboard} onChange={(_, on) => setKeyboard(on)} />}
          label="Arrow-key navigation"
        />
        <Button variant="outlined" size="small" disabled={!keyboard} onClick={() => svgRef.current?.focus()}>
          Focus the bars
        </Button>
      </Stack>
      <BarChartPro
        ref={svgRef}
        height={320}
        enableKeyboardNavigation={keyboard}
        showToolbar
        dataset={monthlyRows}
        xAxis={[{ scaleType: 'band', dataKey: 'month', zoom: true }]}
        series={channels.map((channel) => ({
          dataKey: channel,
          label: channel,
          valueFormatter: formatUnits,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        slotProps={{
          legend: {
            // With a click handler the legend items become buttons, so Tab reaches them.
            onItemClick: (_: React.MouseEvent, item: SeriesLegendItemContext) =>
              setHighlighted((current) => (current?.seriesId === item.seriesId ? null : { seriesId: item.seriesId })),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {keyboard
          ? 'Tab reaches the toolbar buttons, the legend buttons and the bars; on the bars, the arrow keys move.'
          : 'The bars are out of the tab order: only the toolbar and legend buttons take focus.'}
      </Typography>
    </Stack>
  );
}
