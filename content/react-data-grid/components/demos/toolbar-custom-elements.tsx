import Box from '@mui/material/Box';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { commodityDataset } from '../../../demo-data/commodity-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** Plain HTML elements styled with ordinary CSS classes, no Material UI component in the toolbar. */
function PlainToolbar() {
  return (
    <Toolbar render={<div className="plain-toolbar" />}>
      <ColumnsPanelTrigger render={<ToolbarButton render={<button type="button" className="plain-button" />} />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger
        render={(props, state) => (
          <ToolbarButton {...props} render={<button type="button" className="plain-button" />}>
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </ToolbarButton>
        )}
      />
      <ExportCsv render={<ToolbarButton render={<button type="button" className="plain-button" />} />}>
        Download CSV
      </ExportCsv>
      <QuickFilter render={<div className="plain-search" />}>
        {/* The control's props are meant for a text field: keep the ones a plain <input> understands. */}
        <QuickFilterControl
          render={({ ref, value, onChange, onKeyDown }) => (
            <input
              ref={ref}
              value={value as string}
              onChange={onChange}
              onKeyDown={onKeyDown}
              type="search"
              className="plain-input"
              aria-label="Search trades"
              placeholder="Search trades"
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ToolbarCustomElements() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .plain-toolbar': {
          display: 'flex',
          gap: '6px',
          alignItems: 'center',
          p: '8px',
          borderBottom: '1px solid',
          borderColor: 'divider',
        },
        '& .plain-button': {
          font: 'inherit',
          fontSize: 13,
          padding: '4px 10px',
          borderRadius: '999px',
          border: '1px solid',
          borderColor: 'divider',
          background: 'transparent',
          color: 'text.primary',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
        '& .plain-search': { marginLeft: 'auto' },
        '& .plain-input': {
          font: 'inherit',
          fontSize: 13,
          padding: '4px 8px',
          borderRadius: '6px',
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades"
        slots={{ toolbar: PlainToolbar }}
        showToolbar
      />
    </Box>
  );
}
