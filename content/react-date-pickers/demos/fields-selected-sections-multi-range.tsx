import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { RangePosition } from '@mui/x-date-pickers-pro/models';
import dayjs from 'dayjs';

export default function FieldsSelectedSectionsMultiRange() {
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  /** Focus the input of that end first, otherwise the selection lands in the other input. */
  const selectDay = (position: RangePosition) => {
    (position === 'start' ? startRef : endRef).current?.focus();
    setSelectedSections('day');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => selectDay('start')}>
            Arrival day
          </Button>
          <Button size="small" variant="outlined" onClick={() => selectDay('end')}>
            Departure day
          </Button>
        </Stack>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-12-20'), dayjs('2026-01-03')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Arrival' : 'Departure',
              inputRef: position === 'start' ? startRef : endRef,
            }),
          }}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
      </Stack>
    </LocalizationProvider>
  );
}
