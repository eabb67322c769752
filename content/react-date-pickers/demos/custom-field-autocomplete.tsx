import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// The only days a tasting session runs.
const sessions = ['2025-10-03', '2025-10-10', '2025-10-17', '2025-10-31', '2025-11-07'].map((day) => dayjs(day));

function isSession(date: Dayjs) {
  return sessions.some((session) => session.isSame(date, 'day'));
}

// The field is a list of the allowed days; the calendar stays available from the adornment.
function SessionField(_props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();

  return (
    <Autocomplete
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={[{ minWidth: 260 }, ...(Array.isArray(picker.rootSx) ? picker.rootSx : [picker.rootSx])]}
      options={sessions}
      value={picker.value}
      onChange={(_event, next) => picker.setValue(next)}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, current) => option.isSame(current, 'day')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          name={picker.name}
          slotProps={{ input: { ...params.InputProps, ref: picker.triggerRef } }}
        />
      )}
    />
  );
}

export default function CustomFieldAutocomplete() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Tasting session"
        referenceDate={dayjs('2025-10-01')}
        shouldDisableDate={(date) => !isSession(date)}
        slots={{ field: SessionField }}
      />
    </LocalizationProvider>
  );
}
