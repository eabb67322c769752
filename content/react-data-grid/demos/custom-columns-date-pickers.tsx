import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  GRID_DATE_COL_DEF,
  GRID_DATETIME_COL_DEF,
  getGridDateOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import dayjs, { type Dayjs } from 'dayjs';

/** The grid stores Date objects; the pickers work with Dayjs values. */
const toDayjs = (value: unknown) => (value instanceof Date || typeof value === 'string' ? dayjs(value) : null);
const toDate = (value: Dayjs | null) => (value?.isValid() ? value.toDate() : null);

function PickerEditCell({ id, field, value, colDef }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const Picker = colDef.type === 'dateTime' ? DateTimePicker : DatePicker;
  return (
    <Picker
      autoFocus
      value={toDayjs(value)}
      onChange={(next: Dayjs | null) => apiRef.current.setEditCellValue({ id, field, value: toDate(next) })}
      slotProps={{ textField: { variant: 'standard', fullWidth: true, sx: { px: 1 } } }}
    />
  );
}

function PickerFilterInput({ item, applyValue, withTime }: GridFilterInputValueProps & { withTime?: boolean }) {
  const Picker = withTime ? DateTimePicker : DatePicker;
  return (
    <Picker
      label="Value"
      value={toDayjs(item.value)}
      onChange={(next: Dayjs | null) => applyValue({ ...item, value: toDate(next) })}
      slotProps={{ textField: { size: 'small', variant: 'standard' } }}
    />
  );
}

function pickerColumnType(withTime: boolean): GridColTypeDef<Date, string> {
  return {
    ...(withTime ? GRID_DATETIME_COL_DEF : GRID_DATE_COL_DEF),
    renderEditCell: (params) => <PickerEditCell {...params} />,
    filterOperators: getGridDateOperators(withTime).map((operator) => ({
      ...operator,
      InputComponent: operator.InputComponent ? PickerFilterInput : undefined,
      InputComponentProps: { withTime },
    })),
    valueFormatter: (value) => (value ? dayjs(value).format(withTime ? 'D MMM YYYY, HH:mm' : 'D MMM YYYY') : ''),
  };
}

type Booking = { id: number; guest: string; arrival: Date; checkIn: Date };

const rows: Booking[] = [
  { id: 1, guest: 'Hana Novák', arrival: new Date(2026, 6, 3), checkIn: new Date(2026, 6, 3, 15, 30) },
  { id: 2, guest: 'Sipho Ndlovu', arrival: new Date(2026, 6, 9), checkIn: new Date(2026, 6, 9, 21, 0) },
  { id: 3, guest: 'Marta Kowalczyk', arrival: new Date(2026, 7, 1), checkIn: new Date(2026, 7, 1, 14, 0) },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', width: 170, editable: true },
  { field: 'arrival', headerName: 'Arrival', ...pickerColumnType(false), width: 180, editable: true },
  { field: 'checkIn', headerName: 'Check-in time', ...pickerColumnType(true), width: 240, editable: true },
];

export default function CustomColumnsDatePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} label="Hotel bookings" hideFooter />
      </Box>
    </LocalizationProvider>
  );
}
