import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Account = { id: number; username: string; team: string };

const rows: Account[] = [
  { id: 1, username: 'ada.l', team: 'Platform' },
  { id: 2, username: 'bruno.m', team: 'Design' },
  { id: 3, username: 'wen.w', team: 'Data' },
];

// Names the pretend server already knows about, besides those in the grid.
const reserved = ['admin', 'root', 'support'];

/** Pretends to ask a server whether a username is free; answers after 600 ms. */
function checkUsername(name: string, ownId: number): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const lower = name.trim().toLowerCase();
      if (lower.length < 3) resolve('At least three characters');
      else if (reserved.includes(lower)) resolve(`"${lower}" is reserved`);
      else if (rows.some((row) => row.id !== ownId && row.username === lower)) resolve('Already taken');
      else resolve(null);
    }, 600);
  });
}

function UsernameEditCell(params: GridRenderEditCellParams<Account, string>) {
  const message = typeof params.error === 'string' ? params.error : '';
  return (
    <Tooltip open={Boolean(message)} title={message} placement="bottom-start">
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...params} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Account>[] = [
  {
    field: 'username',
    headerName: 'Username',
    width: 200,
    editable: true,
    // A promise is allowed: the editor gets `isProcessingProps` until it settles.
    preProcessEditCellProps: async ({ id, props, hasChanged }: GridPreProcessEditCellProps) => {
      if (!hasChanged) return props;
      const problem = await checkUsername(String(props.value ?? ''), Number(id));
      return { ...props, error: problem ?? false };
    },
    renderEditCell: (params) => <UsernameEditCell {...params} />,
  },
  { field: 'team', headerName: 'Team', width: 140 },
];

export default function EditingServerValidation() {
  return (
    <Box sx={{ height: 240, width: '100%', '& .Mui-error': { bgcolor: 'error.light' } }}>
      <DataGrid rows={rows} columns={columns} label="Accounts" hideFooter />
    </Box>
  );
}
