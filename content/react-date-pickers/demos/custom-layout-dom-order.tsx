import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

function ActionColumn({ className }: PickersActionBarProps) {
  const { setValueToToday, clearValue, acceptValueChanges } = usePickerActionsContext();
  return (
    <Stack className={className} spacing={1} sx={{ p: 2, justifyContent: 'center' }}>
      <Button variant="outlined" onClick={setValueToToday}>
        Today
      </Button>
      <Button variant="outlined" onClick={clearValue}>
        Clear
      </Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Save
      </Button>
    </Stack>
  );
}

// The action bar comes first in the DOM too, so Tab reaches it before the calendar, as it looks.
// An alert under the calendar adds content the default layout does not have.
function ActionsFirstLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);
  return (
    <PickersLayoutRoot className={pickersLayoutClasses.root} ownerState={ownerState}>
      {toolbar}
      {actionBar}
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} ownerState={ownerState}>
        {tabs}
        {content}
        <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
          Orders placed on a weekend ship on Monday.
        </Alert>
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutDomOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-12-05')}
        slots={{ layout: ActionsFirstLayout, actionBar: ActionColumn }}
        slotProps={{
          layout: { sx: { [`& .${pickersLayoutClasses.actionBar}`]: { gridColumn: 1, gridRow: 2 } } },
        }}
      />
    </LocalizationProvider>
  );
}
