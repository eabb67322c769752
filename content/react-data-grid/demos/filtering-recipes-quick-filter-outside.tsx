import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, GridPortalWrapper, QuickFilter, QuickFilterControl } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// The element outside the grid that the search field is sent to.
const SearchSlotContext = React.createContext<HTMLElement | null>(null);

/**
 * Rendered as the grid's toolbar, so QuickFilter can reach the grid's context, but drawn elsewhere
 * through a portal. GridPortalWrapper gives the portaled part the grid's theme variables.
 */
function OutsideSearch() {
  const container = React.useContext(SearchSlotContext);
  if (!container) return null;
  return (
    <Portal container={container}>
      <GridPortalWrapper>
        <QuickFilter expanded>
          <QuickFilterControl
            render={({ ref, ...other }) => (
              <TextField
                {...other}
                inputRef={ref}
                size="small"
                placeholder="Search people"
                aria-label="Search people"
                slotProps={{
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
      </GridPortalWrapper>
    </Portal>
  );
}

export default function FilteringRecipesQuickFilterOutside() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 80, maxColumns: 6 });
  const [searchSlot, setSearchSlot] = React.useState<HTMLElement | null>(null);

  return (
    <SearchSlotContext.Provider value={searchSlot}>
      {/* The grid goes beside the search when there is room for its columns, under it when there is not. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ width: '100%', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '0 1 240px' }}>
          <Box component="h3" sx={{ typography: 'subtitle2', m: 0, mb: 1 }}>
            Directory
          </Box>
          <div ref={setSearchSlot} />
        </Box>
        <Box sx={{ height: 400, flex: '1 1 400px', minWidth: 0 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            loading={loading}
            label="Employees"
            showToolbar
            slots={{ toolbar: OutsideSearch }}
          />
        </Box>
      </Stack>
    </SearchSlotContext.Provider>
  );
}
