import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { deDE, enUS, frFR } from '@mui/x-data-grid/locales';

const locales = {
  'de-DE': { grid: deDE, of: 'von', moreThan: 'mehr als', about: 'etwa' },
  'en-US': { grid: enUS, of: 'of', moreThan: 'more than', about: 'around' },
  'fr-FR': { grid: frFR, of: 'sur', moreThan: 'plus de', about: 'environ' },
} as const;
type Tag = keyof typeof locales;

/** The footer's "1–100 of 2,500,000" text with numbers written the way the locale writes them. */
function displayedRows(tag: Tag): GridLocaleText['paginationDisplayedRows'] {
  const words = locales[tag];
  const format = new Intl.NumberFormat(tag).format;
  return ({ from, to, count, estimated }) => {
    const range = `${format(from)}–${format(to)}`;
    if (count !== -1) return `${range} ${words.of} ${format(count)}`;
    const total =
      estimated && estimated > to ? `${words.about} ${format(estimated)}` : `${words.moreThan} ${format(to)}`;
    return `${range} ${words.of} ${total}`;
  };
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 140 },
];
// One page of a table the server says has 2.5 million rows.
const rows = Array.from({ length: 100 }, (_, index) => ({ id: index + 1, amount: (index * 7919) % 10_000 }));

export default function LocalizationNumberFormat() {
  const [tag, setTag] = React.useState<Tag>('de-DE');
  const localeText = React.useMemo(
    () => ({
      ...locales[tag].grid.components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: displayedRows(tag),
    }),
    [tag],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={tag}
        onChange={(event) => setTag(event.target.value as Tag)}
        sx={{ mb: 1, minWidth: 160 }}
      >
        {Object.keys(locales).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Orders with localized pagination numbers"
          paginationMode="server"
          rowCount={2_500_000}
          localeText={localeText}
        />
      </Box>
    </Box>
  );
}
