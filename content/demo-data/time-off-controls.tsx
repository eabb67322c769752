import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { absenceCodes, absenceLabels, type AbsenceType, type TeamMember } from './time-off';
import { absenceSx } from './time-off-columns';

/** Which members the calendar lists. */
export type TeamChoice = 'all' | TeamMember['team'];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export interface TimeOffToolbarProps {
  year: number;
  month: number;
  onShiftMonth: (offset: number) => void;
  team: TeamChoice;
  onTeamChange: (team: TeamChoice) => void;
}

/** Month navigation and the team filter. The month name is a polite live region, so a change is announced. */
export function TimeOffToolbar({ year, month, onShiftMonth, team, onTeamChange }: TimeOffToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <IconButton aria-label="Previous month" onClick={() => onShiftMonth(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="p" variant="h6" aria-live="polite" sx={{ minWidth: 150, textAlign: 'center' }}>
        {monthName.format(new Date(year, month, 1))}
      </Typography>
      <IconButton aria-label="Next month" onClick={() => onShiftMonth(1)}>
        <ChevronRightIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label="Team"
        value={team}
        onChange={(event) => onTeamChange(event.target.value as TeamChoice)}
        sx={{ ml: 'auto', minWidth: 160 }}
      >
        {['all', 'Design', 'Engineering', 'Support'].map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice === 'all' ? 'Everyone' : choice}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

const swatch = { display: 'inline-grid', placeItems: 'center', width: 24, height: 20, borderRadius: 1, fontSize: 12 };

/** What the codes and shaded columns mean. */
export function TimeOffLegend() {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1.5, fontSize: 14 }}
    >
      {(Object.keys(absenceLabels) as AbsenceType[]).map((type) => (
        <Box component="li" key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box component="span" aria-hidden sx={[swatch, { fontWeight: 600 }, absenceSx(type)]}>
            {absenceCodes[type]}
          </Box>
          {absenceLabels[type]}
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box component="span" aria-hidden sx={[swatch, { bgcolor: 'action.selected' }]} />
        Weekend or public holiday (Hol)
      </Box>
    </Box>
  );
}
