import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import {
  DataGrid,
  FilterPanelTrigger,
  gridFilterActiveItemsSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { commodityDataset } from '../../../demo-data/commodity-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** A labelled filter button that counts the active filters, and a button that removes them all. */
function TradeFilterToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);

  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <ToolbarButton
            {...triggerProps}
            render={<Button size="small" variant={state.open ? 'contained' : 'text'} startIcon={<FilterAltIcon />} />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </ToolbarButton>
        )}
      />
      <ToolbarButton
        render={<Button size="small" startIcon={<FilterAltOffIcon />} />}
        disabled={activeFilters.length === 0}
        onClick={() => apiRef.current.setFilterModel({ items: [] })}
      >
        Clear filters
      </ToolbarButton>
    </Toolbar>
  );
}

export default function FilterPanelComponentTrigger() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 60, maxColumns: 7 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Trades"
        slots={{ toolbar: TradeFilterToolbar }}
        slotProps={{
          // Today's way to adjust the panel itself: the props of the filterPanel slot.
          filterPanel: {
            columnsSort: 'asc',
            // Trade ids are unique, so filtering on them is left to the quick filter.
            filterFormProps: {
              filterColumns: ({ columns: gridColumns }) =>
                gridColumns.filter((col) => col.field !== 'tradeId').map((col) => col.field),
            },
          },
        }}
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'status', operator: 'is', value: 'Open' }] } },
        }}
        showToolbar
      />
    </Box>
  );
}
