import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import type { EmployeeRow } from '../../demo-data/employee-rows';
import { useDemoData } from '../../demo-data/use-demo-data';

function ProfilePanel({ row }: { row: EmployeeRow }) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, not the sum of its columns: the panel never runs off screen.
  const width = useGridSelector(apiRef, gridDimensionsSelector).viewportInnerSize.width;

  return (
    <Box sx={{ position: 'sticky', left: 0, width, p: 2, boxSizing: 'border-box', bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">{row.name}</Typography>
        <Typography variant="body2">
          {row.jobTitle} in {row.department}, based in {row.office}. Reports to {row.manager}.
        </Typography>
      </Paper>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<EmployeeRow>) => <ProfilePanel row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailFullWidth() {
  // All 21 employee columns: far wider than the grid, so there is a horizontal scrollbar.
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 30 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        // Pinning the toggle keeps it in reach while scrolling sideways.
        initialState={{ pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD, 'name'] } }}
        label="Employees with full-width profiles"
      />
    </Box>
  );
}
