import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { commodityDataset } from '../../../demo-data/commodity-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** Open on arrival; Escape or leaving the empty field folds it back into the icon. */
function TradesToolbar() {
  return (
    <Toolbar>
      <QuickFilter defaultExpanded style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Tooltip title="Search trades">
          <QuickFilterTrigger
            render={(triggerProps, state) => (
              <ToolbarButton
                {...triggerProps}
                aria-label="Search trades"
                style={{ display: state.expanded ? 'none' : undefined }}
              >
                <ManageSearchIcon fontSize="small" />
              </ToolbarButton>
            )}
          />
        </Tooltip>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              variant="standard"
              placeholder="Search trades"
              sx={{ width: 220, display: state.expanded ? undefined : 'none' }}
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search trades' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <ManageSearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterComponentDefaultExpanded() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 40, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Trades"
        slots={{ toolbar: TradesToolbar }}
        showToolbar
      />
    </Box>
  );
}
