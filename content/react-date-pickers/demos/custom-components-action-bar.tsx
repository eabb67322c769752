import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

// Replaces the action bar: a summary of the pending value, then the actions asked for in slotProps.
function SummaryActionBar({ actions, className }: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { value, clearValue, setValueToToday, acceptValueChanges, cancelValueChanges } = usePickerContext();

  const buttons = {
    clear: { label: translations.clearButtonLabel, run: clearValue },
    today: { label: translations.todayButtonLabel, run: setValueToToday },
    cancel: { label: translations.cancelButtonLabel, run: cancelValueChanges },
    accept: { label: translations.okButtonLabel, run: acceptValueChanges },
  };

  return (
    <Stack
      className={className}
      direction="row"
      spacing={1}
      sx={{ gridColumn: '1 / 4', gridRow: 3, alignItems: 'center', px: 2, pb: 1 }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {value?.isValid() ? `Pending: ${value.format('ddd D MMM')}` : 'No date'}
      </Typography>
      {actions?.map((action) =>
        action in buttons ? (
          <Button key={action} size="small" onClick={buttons[action as keyof typeof buttons].run}>
            {buttons[action as keyof typeof buttons].label}
          </Button>
        ) : null,
      )}
    </Stack>
  );
}

export default function CustomComponentsActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-30')}
        slots={{ actionBar: SummaryActionBar }}
        slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
