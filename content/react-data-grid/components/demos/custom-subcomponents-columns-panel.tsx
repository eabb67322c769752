import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  DataGrid,
  gridColumnVisibilityModelSelector,
  isLeaf,
  useGridApiContext,
  useGridSelector,
  type GridColumnGroupingModel,
  type GridColumnNode,
} from '@mui/x-data-grid';
import { leagueColumns, leagueRows } from '../../../demo-data/league-table';

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'club', headerName: 'Club', children: [{ field: 'team' }, { field: 'city' }] },
  {
    groupId: 'season',
    headerName: 'Season',
    children: [
      {
        groupId: 'matches',
        headerName: 'Matches',
        children: [{ field: 'played' }, { field: 'won' }, { field: 'drawn' }, { field: 'lost' }],
      },
      {
        groupId: 'goals',
        headerName: 'Goals',
        children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }, { field: 'difference' }],
      },
      { field: 'points' },
    ],
  },
];

const leafFields = (node: GridColumnNode): string[] =>
  isLeaf(node) ? [node.field] : node.children.flatMap(leafFields);

/** One checkbox per column and per group, nested like the column headers. */
function GroupedColumnsPanel() {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const isVisible = (field: string) => visibility[field] !== false;

  const renderNode = (node: GridColumnNode, depth: number) => {
    const fields = leafFields(node);
    const shown = fields.filter(isVisible).length;
    const label = isLeaf(node)
      ? (apiRef.current.getColumn(node.field).headerName ?? node.field)
      : (node.headerName ?? node.groupId);
    const key = isLeaf(node) ? node.field : node.groupId;
    return (
      <Box key={key} sx={{ pl: depth * 3 }}>
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              size="small"
              checked={shown === fields.length}
              indeterminate={shown > 0 && shown < fields.length}
              onChange={(event) =>
                apiRef.current.setColumnVisibilityModel({
                  ...visibility,
                  ...Object.fromEntries(fields.map((field) => [field, event.target.checked])),
                })
              }
            />
          }
        />
        {!isLeaf(node) && node.children.map((child) => renderNode(child, depth + 1))}
      </Box>
    );
  };

  return <Box sx={{ p: 1.5, minWidth: 240 }}>{columnGroupingModel.map((node) => renderNode(node, 0))}</Box>;
}

export default function CustomSubcomponentsColumnsPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={leagueRows}
        columns={leagueColumns}
        label="League table"
        columnGroupingModel={columnGroupingModel}
        showToolbar
        slots={{ columnsPanel: GroupedColumnsPanel }}
        hideFooter
      />
    </Box>
  );
}
