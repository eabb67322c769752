import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ScrollingToCell() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100 });
  const [rowText, setRowText] = React.useState('60');
  const [columnText, setColumnText] = React.useState('14');

  // An empty field leaves that axis where it is.
  const toIndex = (text: string) => (text.trim() === '' ? undefined : Number(text));

  const go = () => {
    const rowIndex = toIndex(rowText);
    const colIndex = toIndex(columnText);
    apiRef.current?.scrollToIndexes({ rowIndex, colIndex });
    if (rowIndex !== undefined && colIndex !== undefined) {
      const row = rows[rowIndex];
      const column = columns[colIndex];
      if (row && column) apiRef.current?.setCellFocus(row.id, column.field);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Row index (0–99)"
          value={rowText}
          onChange={(event) => setRowText(event.target.value)}
        />
        <TextField
          size="small"
          label={`Column index (0–${columns.length - 1})`}
          value={columnText}
          onChange={(event) => setColumnText(event.target.value)}
        />
        <Button variant="outlined" onClick={go}>
          Scroll there
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees, scrolled by index"
          hideFooter
        />
      </Box>
    </Box>
  );
}
