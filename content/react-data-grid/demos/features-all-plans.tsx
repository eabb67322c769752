import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function FeaturesAllPlans() {
  // 500 people over 21 columns: scroll both ways to see virtualization at work.
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 500 });

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Staff directory"
        showToolbar
        checkboxSelection
        headerFilters
        cellSelection
        initialState={{
          pinnedColumns: { left: ['__check__', 'name'], right: ['actions'] },
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'avg', vacationDaysLeft: 'sum' } },
          columns: { columnVisibilityModel: { department: false } },
          density: 'compact',
        }}
      />
    </Box>
  );
}
