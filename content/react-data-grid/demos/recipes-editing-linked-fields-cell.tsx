import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const citiesByCountry: Record<string, string[]> = {
  Kenya: ['Nairobi', 'Mombasa', 'Kisumu'],
  Portugal: ['Lisbon', 'Porto', 'Braga'],
  Canada: ['Toronto', 'Montréal', 'Calgary'],
};

type Office = { id: number; team: string; country: string; city: string };

const firstOffices: Office[] = [
  { id: 1, team: 'Payments', country: 'Kenya', city: 'Nairobi' },
  { id: 2, team: 'Mobile', country: 'Portugal', city: 'Porto' },
  { id: 3, team: 'Growth', country: 'Canada', city: 'Calgary' },
];

const columns: GridColDef<Office>[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 130,
    editable: true,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 130,
    editable: true,
    valueOptions: ({ row }) => (row ? (citiesByCountry[row.country] ?? []) : Object.values(citiesByCountry).flat()),
  },
];

export default function RecipesEditingLinkedFieldsCell() {
  const [rows, setRows] = React.useState(firstOffices);

  // In cell mode the two cells are never edited together, so the link is kept when the row is saved:
  // a city that does not belong to the new country is replaced by that country's first city.
  const processRowUpdate = (newRow: Office, oldRow: Office) => {
    const cities = citiesByCountry[newRow.country] ?? [];
    const fixed =
      newRow.country !== oldRow.country && !cities.includes(newRow.city)
        ? { ...newRow, city: cities[0] ?? '' }
        : newRow;
    setRows((current) => current.map((row) => (row.id === fixed.id ? fixed : row)));
    return fixed;
  };

  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} label="Team offices" hideFooter />
    </Box>
  );
}
