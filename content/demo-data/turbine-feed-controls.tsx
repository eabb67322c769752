import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { summarizeFleet } from './turbine-feed';

/** How often the simulated feed may tick, in milliseconds, with the label the select shows. */
export const feedIntervals = [
  { value: 250, label: 'Every 0.25 s' },
  { value: 1000, label: 'Every second' },
  { value: 3000, label: 'Every 3 s' },
] as const;

export interface TurbineFeedControlsProps {
  live: boolean;
  onLiveChange: (live: boolean) => void;
  intervalMs: number;
  onIntervalChange: (intervalMs: number) => void;
  summary: ReturnType<typeof summarizeFleet>;
}

/** The board's header: fleet totals on one side, the pause switch and the update rate on the other. */
export function TurbineFeedControls({
  live,
  onLiveChange,
  intervalMs,
  onIntervalChange,
  summary,
}: TurbineFeedControlsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          Fleet output {summary.outputMw.toLocaleString('en-US')} MW
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {Math.round(summary.capacityShare * 100)}% of capacity · {summary.needAttention} turbine
          {summary.needAttention === 1 ? '' : 's'} derated or stopped
        </Typography>
      </Box>
      <FormControlLabel
        control={<Switch checked={live} onChange={(event) => onLiveChange(event.target.checked)} />}
        label="Live updates"
      />
      <TextField
        select
        size="small"
        label="Update rate"
        value={intervalMs}
        onChange={(event) => onIntervalChange(Number(event.target.value))}
        disabled={!live}
        sx={{ minWidth: 150 }}
      >
        {feedIntervals.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
