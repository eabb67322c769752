import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, headline: 'Library reopens after a year of renovation', section: 'Local', words: 640 },
  { id: 2, headline: 'Cycling lanes to double along the river by spring', section: 'Transport', words: 820 },
  { id: 3, headline: 'Youth orchestra wins national prize', section: 'Culture', words: 410 },
];

export default function ColumnSpanningNumber() {
  const [span, setSpan] = React.useState(2);

  const columns = React.useMemo<GridColDef[]>(
    () => [
      // Every cell of this column covers `span` columns: the cells it covers are not drawn.
      { field: 'headline', headerName: 'Headline', width: 230, colSpan: span, sortable: false },
      { field: 'section', headerName: 'Section', width: 120 },
      { field: 'words', headerName: 'Words', type: 'number', width: 100 },
    ],
    [span],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="headline-span-label" variant="body2">
        colSpan of Headline: {span}
      </Typography>
      <Slider
        aria-labelledby="headline-span-label"
        value={span}
        min={1}
        max={3}
        step={1}
        marks
        onChange={(_, value) => setSpan(value as number)}
        sx={{ maxWidth: 240 }}
      />
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Newsroom articles"
          hideFooter
          showColumnVerticalBorder
          showCellVerticalBorder
        />
      </Box>
    </Box>
  );
}
