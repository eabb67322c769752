import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { absencesPerDay, createTimeOffRows, monthDays, shiftMonth } from '../../../demo-data/time-off';
import { createTimeOffColumns } from '../../../demo-data/time-off-columns';
import { TimeOffLegend, TimeOffToolbar, type TeamChoice } from '../../../demo-data/time-off-controls';

export default function TimeOffCalendarTeamMonth() {
  // A fixed starting month, never today's: the prerendered page and the browser show the same calendar.
  const [{ year, month }, setCurrent] = React.useState({ year: 2026, month: 4 });
  const [team, setTeam] = React.useState<TeamChoice>('all');

  const days = React.useMemo(() => monthDays(year, month), [year, month]);
  // New columns for each month: one per day, named by date.
  const columns = React.useMemo(() => createTimeOffColumns(days), [days]);
  const rows = React.useMemo(
    () => createTimeOffRows(year, month).filter((row) => team === 'all' || row.team === team),
    [year, month, team],
  );
  // A summary row pinned under the headers: how many of the listed people are away each day.
  const pinnedRows = React.useMemo<GridPinnedRowsProp>(
    () => ({ top: [{ id: 'away', ...absencesPerDay(rows, days) }] }),
    [rows, days],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <TimeOffToolbar
        year={year}
        month={month}
        onShiftMonth={(offset) => setCurrent(shiftMonth(year, month, offset))}
        team={team}
        onTeamChange={setTeam}
      />
      <TimeOffLegend />
      <Box sx={{ height: 560 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          label="Team time off"
          initialState={{ pinnedColumns: { left: ['name'] } }}
          columnHeaderHeight={52}
          rowHeight={44}
          disableColumnReorder
          disableRowSelectionOnClick
          hideFooter
          sx={{ '& .time-off--closed': { bgcolor: 'action.selected' } }}
        />
      </Box>
    </Box>
  );
}
