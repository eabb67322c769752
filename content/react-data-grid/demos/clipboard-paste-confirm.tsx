import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ClipboardPasteConfirm() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 5 });
  const editableColumns: GridColDef[] = columns.map((column) => ({ ...column, editable: true }));
  const [pasting, setPasting] = React.useState(false);
  // The pending question: resolves with the reader's answer.
  const [answer, setAnswer] = React.useState<((confirmed: boolean) => void) | null>(null);

  const askFirst = () =>
    new Promise<void>((resolve, reject) => {
      setAnswer(() => (confirmed: boolean) => {
        setAnswer(null);
        if (confirmed) resolve();
        else reject(new Error('Paste cancelled by the reader'));
      });
    });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={editableColumns}
        loading={loading || pasting}
        label="Employees; paste asks for confirmation"
        cellSelection
        onBeforeClipboardPasteStart={askFirst}
        onClipboardPasteStart={() => setPasting(true)}
        onClipboardPasteEnd={() => setPasting(false)}
      />
      <Dialog open={answer !== null} onClose={() => answer?.(false)} aria-labelledby="paste-confirm-title">
        <DialogTitle id="paste-confirm-title">Overwrite these cells?</DialogTitle>
        <DialogContent>The pasted values replace what the selected cells hold now.</DialogContent>
        <DialogActions>
          <Button onClick={() => answer?.(false)}>Keep current values</Button>
          <Button onClick={() => answer?.(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
