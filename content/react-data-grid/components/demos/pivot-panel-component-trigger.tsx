import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, PivotPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid-premium';
import type { GridPivotModel } from '@mui/x-data-grid-premium';
import { movieDataset } from '../../../demo-data/movie-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

// Box office per studio (rows) and genre (columns), ready for when pivoting is switched on.
const boxOfficeByStudio: GridPivotModel = {
  rows: [{ field: 'studio' }],
  columns: [{ field: 'genre' }],
  values: [{ field: 'gross', aggFunc: 'sum' }],
};

/** The trigger's state says whether the panel is open and whether the grid is pivoted. */
function PivotToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Pivot settings">
        <PivotPanelTrigger
          render={(triggerProps, state) => (
            <ToolbarButton
              {...triggerProps}
              aria-label={state.active ? 'Pivot settings (pivot on)' : 'Pivot settings'}
              color={state.active ? 'primary' : 'default'}
            >
              <PivotTableChartIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function PivotPanelComponentTrigger() {
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset });
  const [pivotOn, setPivotOn] = useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotOn} onChange={(event) => setPivotOn(event.target.checked)} />}
        label="Pivot by studio and genre"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          loading={loading}
          label="Films"
          pivotActive={pivotOn}
          onPivotActiveChange={setPivotOn}
          initialState={{ pivoting: { model: boxOfficeByStudio } }}
          slots={{ toolbar: PivotToolbar }}
          showToolbar
        />
      </Box>
    </Box>
  );
}
