import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

// With a fixed format, the field always has these sections, in this order.
const format = 'MM/DD/YYYY hh:mm A';
const sectionNames = ['month', 'day', 'year', 'hours', 'minutes', 'AM/PM'];

const doorsOpen = dayjs('2025-09-20T19:45');

function describeSection(selected: FieldSelectedSections) {
  if (selected === null) {
    return 'none (the field does not have focus)';
  }
  if (selected === 'all') {
    return 'all sections';
  }
  return typeof selected === 'number' ? (sectionNames[selected] ?? 'none') : selected;
}

export default function OverviewKeyboard() {
  const [value, setValue] = useState<Dayjs | null>(doorsOpen);
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);
  const [lastKey, setLastKey] = useState<string | null>(null);
  const [openView, setOpenView] = useState<string | null>(null);

  // Captured on the way down, so keys pressed in the popup (a portal in the same React tree) are seen too.
  const recordKey = (event: KeyboardEvent) => {
    const modifiers = [
      event.ctrlKey && 'Ctrl',
      event.metaKey && 'Meta',
      event.shiftKey && 'Shift',
      event.altKey && 'Alt',
    ];
    setLastKey([...modifiers.filter(Boolean), event.key === ' ' ? 'Space' : event.key].join(' + '));
  };

  const readout = [
    { term: 'Last key', detail: lastKey ?? 'none yet' },
    { term: 'Selected section', detail: describeSection(selectedSections) },
    { term: 'Popup', detail: openView ? `open, showing the ${openView} view` : 'closed' },
    { term: 'Value', detail: value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'empty or unfinished' },
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} onKeyDownCapture={recordKey}>
        <Box sx={{ minWidth: 260 }}>
          <DateTimePicker
            label="Doors open"
            format={format}
            value={value}
            onChange={setValue}
            selectedSections={selectedSections}
            onSelectedSectionsChange={setSelectedSections}
            onOpen={() => setOpenView('day')}
            onClose={() => setOpenView(null)}
            onViewChange={(view) => setOpenView(view)}
          />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
          {readout.map(({ term, detail }) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                {detail}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
