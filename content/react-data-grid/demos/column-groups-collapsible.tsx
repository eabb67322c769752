import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { leagueColumns, leagueRows } from '../../demo-data/league-table';

// When a group is collapsed, only its first column stays visible.
const groups = {
  matches: { headerName: 'Matches', fields: ['played', 'won', 'drawn', 'lost'] },
  goals: { headerName: 'Goals', fields: ['difference', 'goalsFor', 'goalsAgainst'] },
};
type GroupId = keyof typeof groups;

export default function ColumnGroupsCollapsible() {
  const [collapsed, setCollapsed] = React.useState<Record<GroupId, boolean>>({ matches: false, goals: true });

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () =>
      (Object.keys(groups) as GroupId[]).map((groupId) => ({
        groupId,
        headerName: groups[groupId].headerName,
        children: groups[groupId].fields.map((field) => ({ field })),
        renderHeaderGroup: ({ headerName }: GridColumnGroupHeaderParams) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {headerName}
            <IconButton
              size="small"
              aria-label={`${collapsed[groupId] ? 'Expand' : 'Collapse'} ${headerName}`}
              aria-expanded={!collapsed[groupId]}
              onClick={() => setCollapsed((state) => ({ ...state, [groupId]: !state[groupId] }))}
            >
              {collapsed[groupId] ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
            </IconButton>
          </Box>
        ),
      })),
    [collapsed],
  );

  const columnVisibilityModel = React.useMemo(() => {
    const model: GridColumnVisibilityModel = {};
    (Object.keys(groups) as GroupId[]).forEach((groupId) => {
      groups[groupId].fields.slice(1).forEach((field) => {
        model[field] = !collapsed[groupId];
      });
    });
    return model;
  }, [collapsed]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={leagueRows}
        columns={leagueColumns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        label="League table"
        hideFooter
      />
    </Box>
  );
}
