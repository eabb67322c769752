import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type ValueKind = 'date' | 'time' | 'dateTime' | 'dateRange' | 'timeRange' | 'dateTimeRange';
type Interaction = 'picker' | 'field' | 'view';

const kindLabels: Record<ValueKind, string> = {
  date: 'A day',
  time: 'A time of day',
  dateTime: 'A day and a time',
  dateRange: 'A span of days (Pro)',
  timeRange: 'A span of time (Pro)',
  dateTimeRange: 'A span of days and times (Pro)',
};

const interactionLabels: Record<Interaction, string> = {
  picker: 'Typing, plus a popover or dialog',
  field: 'Typing only',
  view: 'Clicking in an inline view',
};

// Which exported components fit each answer. An empty list means the family has no such component.
const catalogue: Record<ValueKind, Record<Interaction, string[]>> = {
  date: {
    picker: ['DatePicker', 'DesktopDatePicker', 'MobileDatePicker', 'StaticDatePicker'],
    field: ['DateField'],
    view: ['DateCalendar', 'MonthCalendar', 'YearCalendar'],
  },
  time: {
    picker: ['TimePicker', 'DesktopTimePicker', 'MobileTimePicker', 'StaticTimePicker'],
    field: ['TimeField'],
    view: ['TimeClock', 'DigitalClock', 'MultiSectionDigitalClock'],
  },
  dateTime: {
    picker: ['DateTimePicker', 'DesktopDateTimePicker', 'MobileDateTimePicker', 'StaticDateTimePicker'],
    field: ['DateTimeField'],
    view: [],
  },
  dateRange: {
    picker: ['DateRangePicker', 'DesktopDateRangePicker', 'MobileDateRangePicker', 'StaticDateRangePicker'],
    field: ['SingleInputDateRangeField', 'MultiInputDateRangeField'],
    view: ['DateRangeCalendar'],
  },
  timeRange: {
    picker: ['TimeRangePicker', 'DesktopTimeRangePicker', 'MobileTimeRangePicker'],
    field: ['SingleInputTimeRangeField', 'MultiInputTimeRangeField'],
    view: [],
  },
  dateTimeRange: {
    picker: ['DateTimeRangePicker', 'DesktopDateTimeRangePicker', 'MobileDateTimeRangePicker'],
    field: ['SingleInputDateTimeRangeField', 'MultiInputDateTimeRangeField'],
    view: [],
  },
};

const toKebabCase = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

export default function BaseConceptsComponentFinder() {
  const [kind, setKind] = useState<ValueKind>('date');
  const [interaction, setInteraction] = useState<Interaction>('picker');
  const matches = catalogue[kind][interaction];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl fullWidth>
          <InputLabel id="finder-kind-label">What does the user enter?</InputLabel>
          <Select
            labelId="finder-kind-label"
            label="What does the user enter?"
            value={kind}
            onChange={(event) => setKind(event.target.value as ValueKind)}
          >
            {Object.entries(kindLabels).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl fullWidth>
          <InputLabel id="finder-interaction-label">How do they enter it?</InputLabel>
          <Select
            labelId="finder-interaction-label"
            label="How do they enter it?"
            value={interaction}
            onChange={(event) => setInteraction(event.target.value as Interaction)}
          >
            {Object.entries(interactionLabels).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {matches.length > 0 ? (
        <List dense aria-label="Matching components">
          {matches.map((name) => (
            <ListItem key={name}>
              <Link href={`/x/api/date-pickers/${toKebabCase(name)}/`}>{name}</Link>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2">
          No inline view exists for this kind of value yet: use the picker, whose views are built from the date and time
          views.
        </Typography>
      )}
    </Stack>
  );
}
