import Box from '@mui/material/Box';
import { DataGridPremium, type GridExceljsProcessInput } from '@mui/x-data-grid-premium';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Runs before the grid writes its rows: a title block, after which the table starts.
async function addTitle({ workbook, worksheet }: GridExceljsProcessInput) {
  workbook.creator = 'Trading desk';
  worksheet.name = 'Open trades';
  worksheet.getCell('A1').value = 'Open trades report';
  worksheet.getCell('A1').font = { bold: true, size: 16 };
  worksheet.getCell('A2').value = 'Figures in USD, prices at market close';
  worksheet.addRow([]);
}

// Runs after: a note under the last row.
async function addNote({ worksheet }: GridExceljsProcessInput) {
  worksheet.addRow([]);
  const note = worksheet.addRow(['Internal use only. Not investment advice.']);
  note.font = { italic: true };
}

export default function ExportExcelHeaderFooter() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Trades with a titled Excel export"
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              exceljsPreProcess: addTitle,
              exceljsPostProcess: addNote,
              fileName: 'open-trades',
            },
          },
        }}
      />
    </Box>
  );
}
