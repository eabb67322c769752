import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/**
 * Replaces every header filter cell with a button that opens the filter panel on its column.
 * The cell reports keys, clicks and mouse-downs to the grid, so arrow keys still move between cells.
 */
function PanelButtonCell({ colDef, width, height, hasFocus, colIndex, tabIndex }: GridHeaderFilterCellProps) {
  const apiRef = useGridApiContext();
  const cellRef = React.useRef<HTMLDivElement>(null);
  const count = useGridSelector(apiRef, gridFilterModelSelector).items.filter(
    (item) => item.field === colDef.field,
  ).length;

  React.useLayoutEffect(() => {
    if (hasFocus) (cellRef.current?.querySelector<HTMLElement>('[tabindex="0"]') ?? cellRef.current)?.focus();
  }, [hasFocus]);

  const report =
    (name: 'headerFilterKeyDown' | 'headerFilterClick' | 'headerFilterMouseDown') => (event: React.SyntheticEvent) => {
      apiRef.current.publishEvent(name, apiRef.current.getColumnHeaderParams(colDef.field), event as never);
    };

  // Opens the panel with this column's rules, adding an empty one when it has none.
  const openPanel = () => apiRef.current.showFilterPanel(colDef.field);

  return (
    <Box
      ref={cellRef}
      role="columnheader"
      aria-colindex={colIndex + 1}
      aria-label={`${colDef.headerName ?? colDef.field} filters`}
      data-field={colDef.field}
      tabIndex={tabIndex}
      onKeyDown={report('headerFilterKeyDown')}
      onClick={report('headerFilterClick')}
      onMouseDown={(event) => {
        report('headerFilterMouseDown')(event);
        if (!hasFocus) apiRef.current.setColumnHeaderFilterFocus(colDef.field, event);
      }}
      sx={{
        width,
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderBottom: '1px solid var(--DataGrid-rowBorderColor)',
        outline: hasFocus ? '1px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      {colDef.filterable !== false && (
        <Button
          size="small"
          tabIndex={hasFocus ? 0 : -1}
          startIcon={<FilterAltOutlined />}
          variant={count > 0 ? 'contained' : 'text'}
          onClick={openPanel}
        >
          {count > 0 ? `${count} rule${count > 1 ? 's' : ''}` : 'Add'}
        </Button>
      )}
    </Box>
  );
}

export default function HeaderFiltersAllCells() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 6 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        headerFilters
        slots={{ headerFilterCell: PanelButtonCell }}
      />
    </Box>
  );
}
