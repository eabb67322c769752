import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();
const headerOf = new Map(columns.map((column) => [column.field, column.headerName ?? column.field]));

// Called once per grouping column with the criteria that column holds.
function groupingColDef({ fields }: GridGroupingColDefOverrideParams): GridGroupingColDefOverride {
  if (fields.length === 1 && fields[0] === 'genre') {
    return { headerName: 'Genre', width: 180, hideDescendantCount: true };
  }
  return { headerName: fields.map((field) => headerOf.get(field)).join(' › '), width: 280 };
}

export default function RowGroupingColDefCallback() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['studio', 'genre']);
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Grouping criteria"
          value={model.join('+')}
          onChange={(_event, value: string | null) => value && setModel(value.split('+'))}
        >
          <ToggleButton value="studio+genre">Studio, genre</ToggleButton>
          <ToggleButton value="director+genre">Director, genre</ToggleButton>
          <ToggleButton value="genre">Genre</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Grouping column mode"
          value={mode}
          onChange={(_event, value: 'single' | 'multiple' | null) => value && setMode(value)}
        >
          <ToggleButton value="single">One column</ToggleButton>
          <ToggleButton value="multiple">A column each</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          rowGroupingColumnMode={mode}
          groupingColDef={groupingColDef}
          label="Films with grouping columns named after their criteria"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
