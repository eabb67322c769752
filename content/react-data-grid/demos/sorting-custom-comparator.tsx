import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Release = { id: number; version: string; codename: string };

const rows: Release[] = [
  { id: 1, version: '2.10.0', codename: 'Heron' },
  { id: 2, version: '2.9.3', codename: 'Gannet' },
  { id: 3, version: '10.0.0', codename: 'Kestrel' },
  { id: 4, version: '2.9.12', codename: 'Gannet' },
  { id: 5, version: '1.0.0', codename: 'Auk' },
];

/** Compares "major.minor.patch" part by part as numbers, so 2.10 comes after 2.9. */
const compareVersions: GridComparatorFn<string> = (a, b) => {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version (numeric parts)', width: 200, sortComparator: compareVersions },
  // The same text sorted as plain strings: "10.0.0" lands before "2.10.0".
  { field: 'versionText', headerName: 'Version (as text)', width: 170, valueGetter: (_value, row) => row.version },
  { field: 'codename', headerName: 'Codename', width: 120 },
];

export default function SortingCustomComparator() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Releases"
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'version', sort: 'asc' }] } }}
      />
    </Box>
  );
}
