import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { createEmployeeRows, type EmployeeRow } from '../../demo-data/employee-rows';
import { renderProgressCell, renderRatingCell } from '../../demo-data/grid-cells';

const rows = createEmployeeRows(60);

/**
 * Initials in a coloured circle beside the name; the colour comes from the name, so it is stable. White text on a
 * lightness of 30% stays readable whatever the hue, in either colour scheme.
 */
function PersonCell({ value }: GridRenderCellParams<EmployeeRow, string>) {
  const name = value ?? '';
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: `hsl(${hue} 45% 30%)`, color: '#fff' }} aria-hidden>
        {initials}
      </Avatar>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
    </Box>
  );
}

const levelColors = {
  Junior: 'default',
  Mid: 'info',
  Senior: 'primary',
  Lead: 'secondary',
  Principal: 'success',
} as const;

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Person', width: 200, renderCell: (params) => <PersonCell {...params} /> },
  {
    field: 'email',
    headerName: 'E-mail',
    width: 230,
    renderCell: ({ value, tabIndex }) => (
      <Link href={`mailto:${value}`} tabIndex={tabIndex}>
        {value}
      </Link>
    ),
  },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: Object.keys(levelColors),
    width: 120,
    renderCell: ({ value }) =>
      value ? <Chip size="small" label={value} color={levelColors[value as keyof typeof levelColors]} /> : null,
  },
  { field: 'performance', headerName: 'Review', type: 'number', width: 130, renderCell: renderRatingCell },
  { field: 'goalProgress', headerName: 'Goals reached', type: 'number', width: 170, renderCell: renderProgressCell },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // A tooltip with the exact figure behind a rounded display.
    renderCell: ({ value }: GridRenderCellParams<EmployeeRow, number>) =>
      value == null ? null : (
        <Tooltip title={`$${value.toLocaleString('en-US')} a year`}>
          <span>${Math.round(value / 1000)}k</span>
        </Tooltip>
      ),
  },
  {
    field: 'remote',
    headerName: 'Works from',
    width: 120,
    renderCell: ({ value }) => (
      <Chip size="small" variant="outlined" label={value ? 'Remote' : 'Office'} color={value ? 'success' : 'default'} />
    ),
  },
  {
    field: 'vacationDaysLeft',
    headerName: 'Leave left',
    type: 'number',
    width: 110,
    cellClassName: ({ value }) => ((value as number) < 5 ? 'leave-low' : ''),
  },
];

export default function CustomColumnsGallery() {
  return (
    <Box sx={{ height: 480, width: '100%', '& .leave-low': { color: 'warning.dark', fontWeight: 600 } }}>
      <DataGrid rows={rows} columns={columns} label="Team overview" showToolbar />
    </Box>
  );
}
