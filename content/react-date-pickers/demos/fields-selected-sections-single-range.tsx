import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

export default function FieldsSelectedSectionsSingleRange() {
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<FieldRef<DateRange<Dayjs>>>(null);

  /** The month exists twice in one input, so look up its index in the list of sections. */
  const selectMonth = (position: RangePosition) => {
    const types: FieldSectionType[] = fieldRef.current?.getSections().map((section) => section.type) ?? [];
    const index = position === 'start' ? types.indexOf('month') : types.lastIndexOf('month');
    if (index === -1) return;
    inputRef.current?.focus();
    setSelectedSections(index);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => selectMonth('start')}>
            Start month
          </Button>
          <Button size="small" variant="outlined" onClick={() => selectMonth('end')}>
            End month
          </Button>
        </Stack>
        <SingleInputDateRangeField
          label="Internship"
          defaultValue={[dayjs('2025-06-02'), dayjs('2025-08-29')]}
          unstableFieldRef={fieldRef}
          inputRef={inputRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          sx={{ minWidth: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
