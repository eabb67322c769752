import Box from '@mui/material/Box';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';

type Step = { id: number; step: string; owner: string };

const steps: Step[] = [
  { id: 1, step: 'Collect requirements', owner: 'Product' },
  { id: 2, step: 'Sketch the screens', owner: 'Design' },
  { id: 3, step: 'Review with support', owner: 'Support' },
  { id: 4, step: 'Build the first slice', owner: 'Engineering' },
  { id: 5, step: 'Usability test', owner: 'Design' },
];

const columns: GridColDef<Step>[] = [
  { field: 'step', headerName: 'Step', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  // Declaring the reorder column ourselves puts the handle last and narrows it.
  { ...GRID_REORDER_COL_DEF, width: 56 },
];

function HandleIcon({ className }: { className?: string }) {
  return <SwapVertIcon fontSize="small" className={className} />;
}

export default function RowOrderingCustomHandle() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={steps}
        columns={columns}
        rowReordering
        slots={{ rowReorderIcon: HandleIcon }}
        label="Project steps"
        hideFooter
      />
    </Box>
  );
}
