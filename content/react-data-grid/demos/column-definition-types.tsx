import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import StarIcon from '@mui/icons-material/StarBorder';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

type Flight = {
  id: number;
  flightNo: string;
  seats: number;
  departs: Date;
  boarding: Date;
  international: boolean;
  cabin: string;
  gate: string;
  favourite: boolean;
};

const initialRows: Flight[] = [
  {
    id: 1,
    flightNo: 'XD 204',
    seats: 168,
    departs: new Date(2026, 4, 3),
    boarding: new Date(2026, 4, 3, 7, 35),
    international: true,
    cabin: 'Economy',
    gate: 'A',
    favourite: false,
  },
  {
    id: 2,
    flightNo: 'XD 519',
    seats: 72,
    departs: new Date(2026, 4, 3),
    boarding: new Date(2026, 4, 3, 12, 10),
    international: false,
    cabin: 'Business',
    gate: 'C',
    favourite: false,
  },
  {
    id: 3,
    flightNo: 'XD 88',
    seats: 310,
    departs: new Date(2026, 4, 4),
    boarding: new Date(2026, 4, 4, 21, 50),
    international: true,
    cabin: 'First',
    gate: 'B',
    favourite: true,
  },
];

// Object options: `getOptionValue` and `getOptionLabel` say which keys to use.
const gates = [
  { code: 'A', name: 'Pier A (north)' },
  { code: 'B', name: 'Pier B (south)' },
  { code: 'C', name: 'Pier C (regional)' },
];

export default function ColumnDefinitionTypes() {
  const [rows, setRows] = React.useState(initialRows);

  const remove = React.useCallback((id: GridRowId) => setRows((list) => list.filter((row) => row.id !== id)), []);
  const toggleFavourite = React.useCallback(
    (id: GridRowId) =>
      setRows((list) => list.map((row) => (row.id === id ? { ...row, favourite: !row.favourite } : row))),
    [],
  );
  const duplicate = React.useCallback(
    (id: GridRowId) =>
      setRows((list) => {
        const source = list.find((row) => row.id === id);
        if (!source) return list;
        const nextId = Math.max(...list.map((row) => row.id)) + 1;
        return [...list, { ...source, id: nextId, flightNo: `${source.flightNo} (copy)` }];
      }),
    [],
  );

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'flightNo', headerName: 'Flight (string)', width: 150, editable: true },
      { field: 'seats', headerName: 'Seats (number)', type: 'number', width: 130, editable: true },
      { field: 'departs', headerName: 'Date (date)', type: 'date', width: 130, editable: true },
      { field: 'boarding', headerName: 'Boarding (dateTime)', type: 'dateTime', width: 190, editable: true },
      { field: 'international', headerName: 'International (boolean)', type: 'boolean', width: 180, editable: true },
      {
        field: 'cabin',
        headerName: 'Cabin (singleSelect)',
        type: 'singleSelect',
        valueOptions: ['Economy', 'Business', 'First'],
        width: 170,
        editable: true,
      },
      {
        field: 'gate',
        headerName: 'Gate (object options)',
        type: 'singleSelect',
        valueOptions: gates,
        getOptionValue: (option) => (option as (typeof gates)[number]).code,
        getOptionLabel: (option) => (option as (typeof gates)[number]).name,
        width: 180,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="favourite"
            icon={<StarIcon color={row.favourite ? 'warning' : 'inherit'} />}
            label={row.favourite ? 'Unmark favourite' : 'Mark favourite'}
            onClick={() => toggleFavourite(id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            onClick={() => duplicate(id)}
            showInMenu
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => remove(id)}
            showInMenu
          />,
        ],
      },
    ],
    [duplicate, remove, toggleFavourite],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Flights" hideFooter />
    </Box>
  );
}
