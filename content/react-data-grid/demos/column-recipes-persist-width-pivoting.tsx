import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridColumnResizeParams,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type Sale = { id: number; shop: string; channel: 'Online' | 'In store'; half: 'H1' | 'H2'; revenue: number };

const shops = ['Canal Street', 'Old Market', 'Station Arcade'];
const rows: Sale[] = shops.flatMap((shop, shopIndex) =>
  (['Online', 'In store'] as const).flatMap((channel, channelIndex) =>
    (['H1', 'H2'] as const).map((half, halfIndex) => ({
      id: shopIndex * 4 + channelIndex * 2 + halfIndex + 1,
      shop,
      channel,
      half,
      revenue: 18000 + shopIndex * 6500 + channelIndex * 4200 + halfIndex * 2300,
    })),
  ),
);

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'channel' }, { field: 'half' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

// Pivoted columns are named after their group path and value field, joined with '>->'.
const pivotFieldOf = (field: string, groupPath: string[]) => [...groupPath, field].join('>->');

export default function ColumnRecipesPersistWidthPivoting() {
  const [widths, setWidths] = React.useState<Record<string, number>>({});
  const [inEuros, setInEuros] = React.useState(true);

  // A new columns array each time the switch flips, as a settings change would cause in an app.
  const columns = React.useMemo<GridColDef<Sale>[]>(
    () => [
      { field: 'shop', headerName: 'Shop' },
      { field: 'channel', headerName: 'Channel' },
      { field: 'half', headerName: 'Half-year' },
      {
        field: 'revenue',
        headerName: 'Revenue',
        type: 'number',
        valueFormatter: (value?: number) =>
          value == null ? '' : `${inEuros ? '€' : '£'}${value.toLocaleString('en-GB')}`,
      },
    ],
    [inEuros],
  );

  const onColumnWidthChange = React.useCallback(({ colDef, width }: GridColumnResizeParams) => {
    setWidths((current) => ({ ...current, [colDef.field]: width }));
  }, []);

  // The grid builds the pivoted and grouping columns itself; these callbacks hand back saved widths.
  const pivotingColDef = React.useCallback(
    (field: string, groupPath: string[]) => {
      const width = widths[pivotFieldOf(field, groupPath)];
      return width === undefined ? undefined : { width };
    },
    [widths],
  );
  const groupingColDef = React.useMemo(() => {
    const width = widths[GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD];
    return width === undefined ? {} : { width };
  }, [widths]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={inEuros} onChange={(event) => setInEuros(event.target.checked)} />}
        label="Show revenue in euros"
      />
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          onColumnWidthChange={onColumnWidthChange}
          pivotingColDef={pivotingColDef}
          groupingColDef={groupingColDef}
          initialState={{ pivoting: { enabled: true, model: pivotModel } }}
          label="Revenue by shop, channel and half-year"
        />
      </Box>
    </Stack>
  );
}
