import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** A toolbar put together from the grid's parts: a title and two panel triggers rendered as toolbar buttons. */
function StaffToolbar() {
  return (
    // Extra props such as aria-label land on the toolbar's own <div role="toolbar">.
    <Toolbar aria-label="Staff list tools">
      <Typography component="h3" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
        Staff list
      </Typography>

      {/* Element form of `render`: one <button> that is both a trigger and a toolbar button. */}
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>

      {/* Function form of `render`: the trigger's state decides the label and the badge. */}
      <FilterPanelTrigger
        className={(state) => (state.open ? 'staff-filters-open' : 'staff-filters-closed')}
        render={(props, state) => (
          <Tooltip title={state.open ? 'Close the filters' : 'Open the filters'}>
            <ToolbarButton
              {...props}
              aria-label={state.open ? 'Close the filters' : 'Open the filters'}
              color="primary"
            >
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function UsageComposedToolbar() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 6 });

  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        // The class chosen from the trigger's state: underline the button while its panel is open.
        '& .staff-filters-open': { borderBottom: 2, borderColor: 'primary.main', borderRadius: 0 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Staff"
        slots={{ toolbar: StaffToolbar }}
        showToolbar
      />
    </Box>
  );
}
