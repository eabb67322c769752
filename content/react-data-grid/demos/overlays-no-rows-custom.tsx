import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// An empty inbox tray drawn in SVG, with a friendlier message than the default one.
function EmptyTrayOverlay() {
  return (
    <Box
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
    >
      <Box component="svg" viewBox="0 0 100 64" aria-hidden sx={{ width: 110, color: 'primary.light' }}>
        <path
          d="M10 34 L24 8 H76 L90 34 V58 H10 Z"
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinejoin="round"
        />
        <path d="M10 34 H34 Q36 44 50 44 Q64 44 66 34 H90" fill="none" stroke="currentColor" strokeWidth={3} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Nobody joined this week.
      </Typography>
    </Box>
  );
}

export default function OverlaysNoRowsCustom() {
  const { columns } = useDemoData({ dataset: employeeDataset, rowCount: 1, maxColumns: 6 });

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={columns} label="New hires this week" slots={{ noRowsOverlay: EmptyTrayOverlay }} />
    </Box>
  );
}
