import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridAutosizeOptions } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 8 });
  const [options, setOptions] = React.useState({ includeHeaders: true, includeOutliers: false, expand: false });

  const autosizeOptions: GridAutosizeOptions = options;
  const toggle = (key: keyof typeof options) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setOptions((current) => ({ ...current, [key]: event.target.checked }));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)}>
          Autosize columns
        </Button>
        {(Object.keys(options) as (keyof typeof options)[]).map((key) => (
          <FormControlLabel
            key={key}
            control={<Checkbox size="small" checked={options[key]} onChange={toggle(key)} />}
            label={key}
          />
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          autosizeOnMount
          // Also used when a separator is double-clicked (for that one column).
          autosizeOptions={autosizeOptions}
        />
      </Box>
    </Box>
  );
}
