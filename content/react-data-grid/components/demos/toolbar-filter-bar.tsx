import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

function describe(item: GridFilterItem, headerName: string) {
  const value = Array.isArray(item.value) ? item.value.join(', ') : item.value;
  return value === undefined || value === ''
    ? `${headerName} ${item.operator}`
    : `${headerName} ${item.operator} ${String(value)}`;
}

/** Each active filter as a chip: click it to edit the filter, delete it to remove the filter. */
function FilterChipsToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <FilterPanelTrigger render={<ToolbarButton aria-label="Add a filter" />}>
        <FilterListIcon fontSize="small" />
      </FilterPanelTrigger>
      {activeFilters.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No filter applied
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          sx={{ m: 0, p: 0, listStyle: 'none', overflowX: 'auto' }}
          aria-label="Active filters"
        >
          {activeFilters.map((item) => {
            const label = describe(item, columnLookup[item.field]?.headerName ?? item.field);
            return (
              <li key={item.id}>
                <Chip
                  size="small"
                  label={label}
                  onClick={() => apiRef.current.showFilterPanel(item.field)}
                  onDelete={() => apiRef.current.deleteFilterItem(item)}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Toolbar>
  );
}

export default function ToolbarFilterBar() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 7 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Staff"
        slots={{ toolbar: FilterChipsToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>', value: 90000 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
