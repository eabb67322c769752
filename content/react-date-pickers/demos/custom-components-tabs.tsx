import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePickerTabs, type DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs from 'dayjs';

// The built-in tabs, with a line of help under them.
function TabsWithHint(props: DateTimePickerTabsProps) {
  return (
    <Box>
      <DateTimePickerTabs {...props} />
      <Typography variant="caption" sx={{ display: 'block', px: 2, pt: 1 }}>
        Pick the day first, then the time.
      </Typography>
    </Box>
  );
}

export default function CustomComponentsTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-02-14T19:30')}
        slots={{ tabs: TabsWithHint }}
        slotProps={{
          // Tabs are hidden on desktop by default.
          tabs: { hidden: false, dateIcon: <EventIcon />, timeIcon: <ScheduleIcon /> },
        }}
      />
    </LocalizationProvider>
  );
}
