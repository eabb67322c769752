import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridDensity, type GridRowHeightParams } from '@mui/x-data-grid';
import { GridDensityToggle } from '../../demo-data/grid-density-toggle';

type Task = { id: number; title: string; kind: 'milestone' | 'task'; owner: string; due: string };

const tasks: Task[] = [
  { id: 1, title: 'Beta release', kind: 'milestone', owner: 'Product', due: '2025-03-01' },
  { id: 2, title: 'Freeze the public API', kind: 'task', owner: 'Ilse', due: '2025-02-10' },
  { id: 3, title: 'Write the upgrade notes', kind: 'task', owner: 'Ravi', due: '2025-02-18' },
  { id: 4, title: 'Load test the sync service', kind: 'task', owner: 'Noor', due: '2025-02-24' },
  { id: 5, title: 'General availability', kind: 'milestone', owner: 'Product', due: '2025-04-15' },
  { id: 6, title: 'Pricing page update', kind: 'task', owner: 'Mateo', due: '2025-04-01' },
  { id: 7, title: 'Support playbook', kind: 'task', owner: 'Aiko', due: '2025-04-08' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'due', headerName: 'Due', width: 120 },
];

export default function RowHeightVariable() {
  // Milestones get a taller row. Returning undefined leaves a task at the grid's rowHeight,
  // which follows the density; the fixed milestone height is scaled by the density factor by hand.
  const getRowHeight = React.useCallback(({ model, densityFactor }: GridRowHeightParams) => {
    if ((model as Task).kind === 'milestone') return 80 * densityFactor;
    return undefined;
  }, []);

  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <GridDensityToggle id="row-height-variable-density" value={density} onChange={setDensity} />
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={tasks}
          columns={columns}
          getRowHeight={getRowHeight}
          label="Release plan"
          density={density}
          hideFooter
          getRowClassName={({ row }) => (row.kind === 'milestone' ? 'milestone' : '')}
          sx={{ '& .milestone': { fontWeight: 600, bgcolor: 'action.hover' } }}
        />
      </Box>
    </Stack>
  );
}
