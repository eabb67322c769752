import Box from '@mui/material/Box';
import { DataGridPremium, gridClasses } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const edge = '2px solid';

export default function CellSelectionRangeBorders() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        // Each edge class draws one side of the outline around every selected range.
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeTop']}`]: {
          borderTop: `${edge} ${theme.palette.secondary.main}`,
        },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeBottom']}`]: {
          borderBottom: `${edge} ${theme.palette.secondary.main}`,
        },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeLeft']}`]: {
          borderLeft: `${edge} ${theme.palette.secondary.main}`,
        },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeRight']}`]: {
          borderRight: `${edge} ${theme.palette.secondary.main}`,
        },
      })}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees with outlined cell ranges"
        cellSelection
        rowSelection={false}
        initialState={{ cellSelection: { 3: { name: true, jobTitle: true }, 4: { name: true, jobTitle: true } } }}
      />
    </Box>
  );
}
