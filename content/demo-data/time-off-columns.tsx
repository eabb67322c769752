import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';
import { absenceCodes, absenceLabels, type AbsenceType, type CalendarDay } from './time-off';

/** Columns of the time off calendar: the member, then one narrow column per day of the month. */

/** Background and text colours of each absence, for light and dark mode (contrast above 4.5:1 in both). */
export const absenceColours: Record<AbsenceType, { light: [string, string]; dark: [string, string] }> = {
  vacation: { light: ['#c8e6c9', '#1b5e20'], dark: ['#1b5e20', '#e8f5e9'] },
  sick: { light: ['#ffcdd2', '#8e1b1b'], dark: ['#7f1d1d', '#ffebee'] },
  training: { light: ['#bbdefb', '#0d3c7a'], dark: ['#0d47a1', '#e3f2fd'] },
  parental: { light: ['#e1bee7', '#4a148c'], dark: ['#4a148c', '#f3e5f5'] },
};

/** The style of an absence swatch, used by the cells and the legend. */
export function absenceSx(type: AbsenceType) {
  const { light, dark } = absenceColours[type];
  return (theme: Theme) => ({
    bgcolor: light[0],
    color: light[1],
    ...theme.applyStyles('dark', { bgcolor: dark[0], color: dark[1] }),
  });
}

/** Hidden on screen, read by screen readers. */
export const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A day with this many people away or more is flagged in the summary row. */
export const BUSY_DAY_THRESHOLD = 4;

function DayCell(params: GridRenderCellParams) {
  if (params.rowNode.type === 'pinnedRow') {
    const count = Number(params.value ?? 0);
    if (count < BUSY_DAY_THRESHOLD) return count || null;
    return (
      <Box component="strong" sx={{ textDecoration: 'underline' }} title="Many people away">
        {count}
      </Box>
    );
  }
  const type = params.value as AbsenceType | undefined;
  if (!type) return null;
  return (
    <Box
      sx={[
        { width: '100%', height: 28, borderRadius: 1, display: 'grid', placeItems: 'center', fontWeight: 600 },
        absenceSx(type),
      ]}
    >
      <span aria-hidden>{absenceCodes[type]}</span>
      <Box component="span" sx={srOnly}>
        {absenceLabels[type]}
      </Box>
    </Box>
  );
}

function MemberCell({ row, rowNode }: GridRenderCellParams) {
  if (rowNode.type === 'pinnedRow') return <strong>People away</strong>;
  return (
    <Box sx={{ lineHeight: 1.25 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {row.name}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
        {row.team}
      </Box>
    </Box>
  );
}

/** The member column and the day columns of one month. */
export function createTimeOffColumns(days: readonly CalendarDay[]): GridColDef[] {
  return [
    { field: 'name', headerName: 'Team member', width: 180, renderCell: MemberCell },
    ...days.map((day): GridColDef => {
      const description = day.holiday ? `${day.holiday} (public holiday)` : day.key;
      return {
        field: day.key,
        // Used by the columns panel and exports; the header itself shows two short lines.
        headerName: `${day.weekday} ${day.day}`,
        description,
        width: 46,
        sortable: false,
        disableColumnMenu: true,
        align: 'center',
        headerAlign: 'center',
        cellClassName: day.isWeekend || day.holiday ? 'time-off--closed' : undefined,
        headerClassName: day.isWeekend || day.holiday ? 'time-off--closed' : undefined,
        valueFormatter: (value?: AbsenceType | number) =>
          typeof value === 'string' ? absenceLabels[value] : (value ?? ''),
        // A custom header replaces the default title, so it brings its own tooltip and its own full name.
        renderHeader: () => (
          <Box title={description} sx={{ lineHeight: 1.2, textAlign: 'center', fontSize: '0.75rem' }}>
            <Box component="span" aria-hidden sx={{ display: 'block', color: 'text.secondary' }}>
              {day.holiday ? 'Hol' : day.weekday.slice(0, 2)}
            </Box>
            <Box component="span" aria-hidden sx={{ display: 'block', fontWeight: 600 }}>
              {day.day}
            </Box>
            <Box component="span" sx={srOnly}>
              {day.holiday ? `${day.weekday} ${day.day}, ${day.holiday}` : `${day.weekday} ${day.day}`}
            </Box>
          </Box>
        ),
        renderCell: DayCell,
      };
    }),
  ];
}
