import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const choices: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Roomy rows' },
];

function DensityToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  return (
    <Toolbar>
      <ToolbarButton
        id="density-menu-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'density-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Typography variant="body2">
          Row spacing: {choices.find((choice) => choice.value === density)?.label}
        </Typography>
      </ToolbarButton>
      <Menu
        id="density-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'density-menu-button' } }}
      >
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            selected={choice.value === density}
            onClick={() => {
              apiRef.current.setDensity(choice.value);
              setAnchor(null);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function AccessibilityDensity() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 5 });
  // Controlled: the grid reports every change, and the state feeds it back.
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees with a density menu"
        density={density}
        onDensityChange={setDensity}
        slots={{ toolbar: DensityToolbar }}
        showToolbar
      />
    </Box>
  );
}
