import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../../demo-data/random';

const COLUMN_COUNT = 1000;
const ROW_COUNT = 100;

/** Readings of 1,000 sensors, one column each, sampled 100 times. */
function createReadings() {
  const random = createRandom(7);
  const columns: GridColDef[] = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
    field: `s${index + 1}`,
    headerName: `Sensor ${index + 1}`,
    type: 'number',
    width: 110,
  }));
  const rows = Array.from({ length: ROW_COUNT }, (_, rowIndex) => {
    const row: Record<string, number> = { id: rowIndex + 1 };
    for (const column of columns) row[column.field] = Math.round(random() * 1000) / 10;
    return row;
  });
  return { rows, columns };
}

export default function VirtualizationColumns() {
  const { rows, columns } = React.useMemo(createReadings, []);

  // Only the columns in view, plus a 300 px buffer on each side, are in the DOM.
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="1,000 sensor columns" columnBufferPx={300} hideFooter />
    </Box>
  );
}
