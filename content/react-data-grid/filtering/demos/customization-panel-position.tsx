import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

// The toolbar reports its button through this context, so the panel can be anchored to it.
const AnchorContext = React.createContext<(element: HTMLButtonElement | null) => void>(() => {});

function FilterToolbar() {
  const setAnchor = React.useContext(AnchorContext);
  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger ref={setAnchor} render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomizationPanelPosition() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 6 });
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);

  return (
    <AnchorContext.Provider value={setAnchor}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          showToolbar
          slots={{ toolbar: FilterToolbar }}
          // By default panels open under the column headers; `target` moves them next to the button.
          slotProps={{ panel: { target: anchor } }}
        />
      </Box>
    </AnchorContext.Provider>
  );
}
