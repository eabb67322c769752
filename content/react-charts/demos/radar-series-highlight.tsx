import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { HighlightItemData } from '@mui/x-charts/context';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Price', 'Battery', 'Camera', 'Screen', 'Storage'];
// The series listed last is drawn on top, so its area can always receive the pointer.
const series = [
  { id: 'budget', label: 'Budget phone', data: [90, 70, 45, 55, 50] },
  { id: 'mid', label: 'Mid-range phone', data: [65, 75, 70, 72, 68] },
  { id: 'flagship', label: 'Flagship phone', data: [30, 60, 95, 92, 90] },
];

export default function RadarSeriesHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlightedItem?.seriesId ?? null}
        onChange={(_, seriesId: string | null) => setHighlightedItem(seriesId === null ? null : { seriesId })}
        aria-label="Highlighted series"
      >
        {series.map((item) => (
          <ToggleButton key={item.id} value={item.id}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RadarChart
        height={300}
        highlight="series"
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        radar={{ max: 100, metrics }}
        series={series.map((item) => ({ ...item, highlightScope: { highlight: 'series', fade: 'global' } }))}
      />
    </Stack>
  );
}
