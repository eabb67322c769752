import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridColumnFieldsSelector,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

/** Downloads the filtered, sorted rows as a JSON array, one object per row. */
function useJsonExport() {
  const apiRef = useGridApiContext();
  return () => {
    const fields = gridColumnFieldsSelector(apiRef).filter((field) => field !== '__check__');
    const records = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    const blob = new Blob([JSON.stringify(records, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'trades.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href));
  };
}

function ExportToolbar() {
  const exportJson = useJsonExport();
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton>CSV</ToolbarButton>} />
      </Tooltip>
      <Tooltip title="Download as JSON">
        <ToolbarButton onClick={exportJson}>JSON</ToolbarButton>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton>Print</ToolbarButton>} />
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportCustomJson() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 20, maxColumns: 5 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Trades with a JSON export"
        slots={{ toolbar: ExportToolbar }}
        showToolbar
      />
    </Box>
  );
}
