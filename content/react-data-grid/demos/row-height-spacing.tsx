import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridRowSpacingParams } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowHeightSpacing() {
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 5 });
  const [asBorder, setAsBorder] = React.useState(false);

  // 6 px above and below each row, except at the top and the bottom of the visible rows.
  const getRowSpacing = React.useCallback(
    ({ isFirstVisible, isLastVisible }: GridRowSpacingParams) => ({
      top: isFirstVisible ? 0 : 6,
      bottom: isLastVisible ? 0 : 6,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={asBorder} onChange={(event) => setAsBorder(event.target.checked)} />}
        label="Draw the spacing as a border"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={asBorder ? 'border' : 'margin'}
          label="Employees with spaced rows"
          sx={{
            bgcolor: 'action.hover',
            // With margins, the gap shows the grid's background; give rows their own colour.
            '& .MuiDataGrid-row': {
              bgcolor: 'background.paper',
              // With borders, the spacing becomes the width of a top and a bottom border.
              ...(asBorder && { borderTopStyle: 'solid', borderBottomStyle: 'solid', borderColor: 'primary.light' }),
            },
          }}
        />
      </Box>
    </Stack>
  );
}
