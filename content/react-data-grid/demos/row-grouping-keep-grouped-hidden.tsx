import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingKeepGroupedHidden() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['studio']);

  // Hides each column when it joins the model and shows it again when it leaves.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    rowGroupingModel: model,
    initialState: { columns: { columnVisibilityModel: { runtime: false } } },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setModel(['studio'])}>
          Studio
        </Button>
        <Button size="small" variant="outlined" onClick={() => setModel(['studio', 'director'])}>
          Studio › director
        </Button>
        <Button size="small" variant="outlined" onClick={() => setModel([])}>
          Ungroup
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={movieRows}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          label="Films with their grouped columns hidden"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
