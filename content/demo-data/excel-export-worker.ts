// The script of the Excel export's web worker (see the Export page): the grid posts the data, this builds the file.
import { setupExcelExportWebWorker } from '@mui/x-data-grid-premium/setupExcelExportWebWorker';

setupExcelExportWebWorker();
