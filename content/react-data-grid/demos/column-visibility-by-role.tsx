import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

type Role = 'colleague' | 'manager' | 'hr';

// What each role may see: the app decides, not the reader.
const visibilityByRole: Record<Role, GridColumnVisibilityModel> = {
  colleague: { salary: false, bonusRate: false, performance: false },
  manager: { salary: false, bonusRate: false },
  hr: {},
};

export default function ColumnVisibilityByRole() {
  const [role, setRole] = React.useState<Role>('colleague');
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 20, maxColumns: 7 });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={role}
        onChange={(_, next: Role | null) => next && setRole(next)}
        aria-label="Signed in as"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="colleague">Colleague</ToggleButton>
        <ToggleButton value="manager">Manager</ToggleButton>
        <ToggleButton value="hr">HR</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          showToolbar
          disableColumnSelector
          columnVisibilityModel={visibilityByRole[role]}
        />
      </Box>
    </Box>
  );
}
