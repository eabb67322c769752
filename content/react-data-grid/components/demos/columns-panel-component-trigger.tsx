import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import ViewWeekOutlinedIcon from '@mui/icons-material/ViewWeekOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  gridColumnVisibilityModelSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** The trigger's state tells whether the panel is open; a selector counts the hidden columns. */
function ColumnsToolbar() {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibility).filter((visible) => !visible).length;

  return (
    <Toolbar>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger
          render={(triggerProps, state) => (
            <ToolbarButton
              {...triggerProps}
              aria-label={hiddenCount > 0 ? `Choose columns, ${hiddenCount} hidden` : 'Choose columns'}
              color={state.open ? 'primary' : 'default'}
            >
              <Badge badgeContent={hiddenCount} color="primary" variant="dot">
                {state.open ? <ViewWeekIcon fontSize="small" /> : <ViewWeekOutlinedIcon fontSize="small" />}
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function ColumnsPanelComponentTrigger() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 9 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          // Today's way to adjust the panel itself: the props of its columns management part.
          columnsManagement: {
            sort: 'asc',
            // The name identifies each row, so readers cannot hide it.
            getTogglableColumns: (cols) => cols.filter((col) => col.field !== 'name').map((col) => col.field),
          },
        }}
        initialState={{ columns: { columnVisibilityModel: { bonusRate: false, performance: false } } }}
        showToolbar
      />
    </Box>
  );
}
