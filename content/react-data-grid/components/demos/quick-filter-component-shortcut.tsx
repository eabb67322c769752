import { useCallback, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** The expanded state lives here, so something other than the trigger can open the field. */
function ShortcutToolbar() {
  const apiRef = useGridApiContext();
  const [searchOpen, setSearchOpen] = useState(false);

  // Ctrl+K (⌘K on a Mac) while a cell or a column header has focus.
  const openOnShortcut = useCallback((_params: unknown, event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      setSearchOpen(true);
    }
  }, []);
  useGridEvent(apiRef, 'cellKeyDown', openOnShortcut);
  useGridEvent(apiRef, 'columnHeaderKeyDown', openOnShortcut);

  return (
    <Toolbar>
      <QuickFilter
        expanded={searchOpen}
        onExpandedChange={setSearchOpen}
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        {searchOpen ? null : (
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search" aria-keyshortcuts="Control+K Meta+K" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        )}
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search people"
              sx={{ width: 240, display: searchOpen ? undefined : 'none' }}
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search people' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
      <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', px: 1 }}>
        {searchOpen ? 'Esc clears, then closes' : 'Click a cell, then press Ctrl+K (⌘K)'}
      </Typography>
    </Toolbar>
  );
}

export default function QuickFilterComponentShortcut() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6, seed: 7 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="People"
        slots={{ toolbar: ShortcutToolbar }}
        showToolbar
      />
    </Box>
  );
}
