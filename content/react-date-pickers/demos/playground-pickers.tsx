import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DateRangePickerDay2 } from '@mui/x-date-pickers-pro/DateRangePickerDay2';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { PickerDay2 } from '@mui/x-date-pickers/PickerDay2';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import dayjs from 'dayjs';

type Kind = 'date' | 'time' | 'date-time' | 'date-range';
type Orientation = 'portrait' | 'landscape';
type Look = 'desktop' | 'mobile';

const start = dayjs('2025-04-14T09:30');
const end = dayjs('2025-04-18T17:00');

const actionSets: Record<string, PickersActionBarAction[]> = {
  none: [],
  'cancel, accept': ['cancel', 'accept'],
  'clear, today': ['clear', 'today'],
  'clear, cancel, next or accept': ['clear', 'cancel', 'nextOrAccept'],
};

function Choice<T extends string>(props: { label: string; value: T; options: T[]; onChange: (next: T) => void }) {
  const { label, value, options, onChange } = props;
  return (
    <FormControl>
      <FormLabel sx={{ typography: 'caption', mb: 0.5 }}>{label}</FormLabel>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label={label}
        value={value}
        onChange={(_event, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}

function Toggle(props: { label: string; checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <FormControlLabel
      control={
        <Switch size="small" checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />
      }
      label={props.label}
    />
  );
}

export default function PlaygroundPickers() {
  const [kind, setKind] = useState<Kind>('date-time');
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const [look, setLook] = useState<Look>('desktop');
  const [actions, setActions] = useState('cancel, accept');
  const [showToolbar, setShowToolbar] = useState(true);
  const [showTabs, setShowTabs] = useState(true);
  const [newDays, setNewDays] = useState(false);
  const [weekNumbers, setWeekNumbers] = useState(false);
  const [outsideDays, setOutsideDays] = useState(false);
  const [ampm, setAmpm] = useState(true);
  const [disabled, setDisabled] = useState(false);

  const shared = {
    orientation,
    displayStaticWrapperAs: look,
    disabled,
    slotProps: {
      toolbar: { hidden: !showToolbar },
      tabs: { hidden: !showTabs },
      actionBar: { actions: actionSets[actions] ?? [] },
    },
  };
  const calendarProps = { displayWeekNumber: weekNumbers, showDaysOutsideCurrentMonth: outsideDays };

  let picker: ReactNode;
  if (kind === 'date') {
    picker = (
      <StaticDatePicker
        {...shared}
        {...calendarProps}
        defaultValue={start}
        slots={newDays ? { day: PickerDay2 } : {}}
      />
    );
  } else if (kind === 'time') {
    picker = <StaticTimePicker {...shared} ampm={ampm} defaultValue={start} />;
  } else if (kind === 'date-time') {
    picker = (
      <StaticDateTimePicker
        {...shared}
        {...calendarProps}
        ampm={ampm}
        defaultValue={start}
        slots={newDays ? { day: PickerDay2 } : {}}
      />
    );
  } else {
    picker = (
      <StaticDateRangePicker
        {...shared}
        {...calendarProps}
        defaultValue={[start, end]}
        slots={newDays ? { day: DateRangePickerDay2 } : {}}
      />
    );
  }

  return (
    // The picker goes beside the props when the demo is wide enough for both, under them when it is not.
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={2} sx={{ flex: '1 1 260px', minWidth: 260 }} component="form" aria-label="Picker props">
        <Choice
          label="Component"
          value={kind}
          options={['date', 'time', 'date-time', 'date-range']}
          onChange={setKind}
        />
        <Choice label="orientation" value={orientation} options={['portrait', 'landscape']} onChange={setOrientation} />
        <Choice label="displayStaticWrapperAs" value={look} options={['desktop', 'mobile']} onChange={setLook} />
        <TextField
          select
          size="small"
          label="Action bar actions"
          value={actions}
          onChange={(event) => setActions(event.target.value)}
        >
          {Object.keys(actionSets).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          <Toggle label="Toolbar" checked={showToolbar} onChange={setShowToolbar} />
          <Toggle label="Tabs" checked={showTabs} onChange={setShowTabs} />
          <Toggle label="PickerDay2" checked={newDays} onChange={setNewDays} />
          <Toggle label="Week numbers" checked={weekNumbers} onChange={setWeekNumbers} />
          <Toggle label="Outside days" checked={outsideDays} onChange={setOutsideDays} />
          <Toggle label="ampm" checked={ampm} onChange={setAmpm} />
          <Toggle label="disabled" checked={disabled} onChange={setDisabled} />
        </Box>
      </Stack>
      <Paper variant="outlined" sx={{ p: 1, alignSelf: 'flex-start', overflowX: 'auto', maxWidth: '100%' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          {/* A new key when the component changes: each kind starts from its own default view. */}
          <Box key={kind}>{picker}</Box>
        </LocalizationProvider>
      </Paper>
    </Stack>
  );
}
