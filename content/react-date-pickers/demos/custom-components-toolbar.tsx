import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePickerToolbar, type DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The built-in date toolbar, followed by a note of our own.
function ToolbarWithNote(props: DatePickerToolbarProps) {
  return (
    <Stack sx={{ gridColumn: '1 / 4', gridRow: 1 }}>
      <DatePickerToolbar {...props} />
      <Typography variant="caption" sx={{ px: 3, pb: 1 }}>
        Deliveries arrive before noon.
      </Typography>
    </Stack>
  );
}

export default function CustomComponentsToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {/* Props only: a format of our own and a placeholder for the empty value. */}
        <StaticDatePicker
          slotProps={{ toolbar: { toolbarFormat: 'MMMM YYYY', toolbarPlaceholder: 'Pick a day', hidden: false } }}
        />
        {/* A component that reuses DatePickerToolbar. */}
        <StaticDatePicker slots={{ toolbar: ToolbarWithNote }} />
      </Stack>
    </LocalizationProvider>
  );
}
