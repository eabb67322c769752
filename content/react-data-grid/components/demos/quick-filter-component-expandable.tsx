import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

const searchIcon = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" color="action" />
  </InputAdornment>
);

/**
 * The field slides open from the search icon. QuickFilter's `className` function follows its state,
 * so the CSS below does the animation and no React state of ours is needed.
 */
function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter className={(state) => (state.expanded ? 'team-search is-open' : 'team-search')}>
        <Tooltip title="Search">
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search" className="team-search-trigger" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              className="team-search-field"
              placeholder="Name, role, city…"
              size="small"
              slotProps={{
                ...controlProps.slotProps,
                // Keep the part's own input props (id, role, blur handler) and add the accessible name.
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search the team' },
                input: {
                  startAdornment: searchIcon,
                  endAdornment:
                    state.value === '' ? undefined : (
                      <InputAdornment position="end">
                        <QuickFilterClear edge="end" size="small" aria-label="Clear the search">
                          <ClearIcon fontSize="small" />
                        </QuickFilterClear>
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

export default function QuickFilterComponentExpandable() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 50, maxColumns: 6 });

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .team-search': { display: 'flex', alignItems: 'center', marginLeft: 'auto' },
        // Collapsed: the field has no width and is hidden from the tab order (visibility switches after the slide).
        '& .team-search-field': {
          width: 0,
          overflow: 'hidden',
          visibility: 'hidden',
          transition: 'width 200ms ease, visibility 0s linear 200ms',
        },
        '& .team-search.is-open .team-search-field': {
          width: 240,
          visibility: 'visible',
          transition: 'width 200ms ease',
        },
        '& .team-search.is-open .team-search-trigger': { display: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '& .team-search-field, & .team-search.is-open .team-search-field': { transition: 'none' },
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Team"
        slots={{ toolbar: SearchToolbar }}
        showToolbar
      />
    </Box>
  );
}
