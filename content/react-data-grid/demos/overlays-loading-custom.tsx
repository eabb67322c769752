import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

function ProgressOverlay() {
  const [percent, setPercent] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => setPercent((value) => (value >= 100 ? 0 : value + 10)), 300);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2">Fetching employees… {percent}%</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Fetching employees"
        sx={{ width: '50%', height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

export default function OverlaysLoadingCustom() {
  const [loading, setLoading] = React.useState(true);
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 12, maxColumns: 6 });

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => setLoading((value) => !value)}>
        {loading ? 'Show the rows' : 'Show the loading overlay'}
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Employees"
          loading={loading}
          slots={{ loadingOverlay: ProgressOverlay }}
        />
      </Box>
    </Box>
  );
}
