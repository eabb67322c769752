import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  gridFilteredTopLevelRowCountSelector,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { movieDataset } from '../../../demo-data/movie-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

// Terms are separated by commas, so a search can hold phrases with spaces ("Blue Heron Films, science fiction").
const splitOnCommas = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
const joinWithCommas = (values: unknown[]) => values.join(', ');

const searchIcon = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" color="action" />
  </InputAdornment>
);

/** A search field that never folds away: `expanded` is always true, so no trigger is needed. */
function CatalogueToolbar() {
  const apiRef = useGridApiContext();
  const matches = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <Toolbar>
      <QuickFilter expanded parser={splitOnCommas} formatter={joinWithCommas} debounceMs={300} style={{ flex: 1 }}>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder="Titles, studios or genres, separated by commas"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search the catalogue' },
                input: {
                  startAdornment: searchIcon,
                  endAdornment:
                    state.value === '' ? undefined : (
                      <InputAdornment position="end">
                        <QuickFilterClear edge="end" size="small" aria-label="Clear the search">
                          <BackspaceOutlinedIcon fontSize="small" />
                        </QuickFilterClear>
                      </InputAdornment>
                    ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 1, whiteSpace: 'nowrap' }}>
        {matches === 1 ? '1 film' : `${matches} films`}
      </Typography>
    </Toolbar>
  );
}

export default function QuickFilterComponentPersistent() {
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Film catalogue"
        slots={{ toolbar: CatalogueToolbar }}
        showToolbar
      />
    </Box>
  );
}
