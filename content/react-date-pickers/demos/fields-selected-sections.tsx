import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

/** Each button names a value that `selectedSections` accepts. */
const CHOICES: { label: string; selection: FieldSelectedSections }[] = [
  { label: 'Year', selection: 'year' },
  { label: 'Section 1', selection: 1 },
  { label: 'Day', selection: 'day' },
  { label: 'All', selection: 'all' },
];

export default function FieldsSelectedSections() {
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ButtonGroup variant="outlined" size="small" aria-label="Select sections of the field">
          {CHOICES.map(({ label, selection }) => (
            <Button
              key={label}
              onClick={() => {
                // The field must have the focus before its selection is changed.
                inputRef.current?.focus();
                setSelectedSections(selection);
              }}
            >
              {label}
            </Button>
          ))}
        </ButtonGroup>
        <DateField
          label="Warranty ends"
          defaultValue={dayjs('2027-03-31')}
          inputRef={inputRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
      </Stack>
    </LocalizationProvider>
  );
}
