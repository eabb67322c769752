import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Region = { id: number; region: string; vatRate: number; population: number; census: Date };

const rows: Region[] = [
  { id: 1, region: 'Nordmark', vatRate: 0.25, population: 1284000, census: new Date(2021, 2, 14) },
  { id: 2, region: 'Calvera', vatRate: 0.21, population: 4510250, census: new Date(2020, 10, 2) },
  { id: 3, region: 'Ostrava Vale', vatRate: 0.19, population: 873400, census: new Date(2022, 5, 30) },
  { id: 4, region: 'Lune Islands', vatRate: 0.075, population: 96120, census: new Date(2019, 8, 9) },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function createColumns(formatted: boolean): GridColDef<Region>[] {
  return [
    { field: 'region', headerName: 'Region', width: 140 },
    {
      field: 'vatRate',
      headerName: 'VAT',
      type: 'number',
      width: 100,
      // The getter turns 0.25 into 25, which is also what sorting and filtering use.
      valueGetter: (value: number) => Math.round(value * 1000) / 10,
      valueFormatter: formatted ? (value: number) => `${value} %` : undefined,
    },
    {
      field: 'population',
      headerName: 'Population',
      type: 'number',
      width: 130,
      // Number columns group digits by default; this formatter shortens to millions.
      valueFormatter: formatted ? (value: number) => `${(value / 1e6).toFixed(2)} M` : (value: number) => String(value),
    },
    {
      field: 'census',
      headerName: 'Last census',
      type: 'date',
      width: 160,
      valueFormatter: formatted ? (value: Date) => dateFormat.format(value) : (value: Date) => value.toISOString(),
    },
  ];
}

export default function ColumnDefinitionValueFormatter() {
  const [formatted, setFormatted] = React.useState(true);
  const columns = React.useMemo(() => createColumns(formatted), [formatted]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={formatted} onChange={(event) => setFormatted(event.target.checked)} />}
        label="Use value formatters"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} label="Regions" />
      </Box>
    </Box>
  );
}
