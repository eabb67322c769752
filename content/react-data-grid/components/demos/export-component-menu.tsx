import { useState } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DescriptionIcon from '@mui/icons-material/Description';
import GridOnIcon from '@mui/icons-material/GridOn';
import IosShareIcon from '@mui/icons-material/IosShare';
import PrintIcon from '@mui/icons-material/Print';
import { DataGridPremium, ExportCsv, ExportExcel, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid-premium';
import { movieDataset } from '../../../demo-data/movie-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

const MENU_ID = 'export-component-menu-list';
const BUTTON_ID = 'export-component-menu-button';

/** One toolbar button that opens the three export formats of Data Grid Premium. */
function FilmsToolbar() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closeMenu = () => setAnchor(null);

  return (
    <Toolbar>
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Export">
        <ToolbarButton
          id={BUTTON_ID}
          aria-label="Export"
          aria-haspopup="menu"
          aria-controls={anchor ? MENU_ID : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <IosShareIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={closeMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': BUTTON_ID } }}
      >
        {/* Each export part becomes a menu item; closing the menu first keeps it out of the print. */}
        <ExportExcel render={<MenuItem />} options={{ fileName: 'films' }} onClick={closeMenu}>
          <ListItemIcon>
            <GridOnIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Excel workbook (.xlsx)</ListItemText>
        </ExportExcel>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'films' }} onClick={closeMenu}>
          <ListItemIcon>
            <DescriptionIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Comma-separated values (.csv)</ListItemText>
        </ExportCsv>
        <ExportPrint render={<MenuItem />} options={{ hideToolbar: true }} onClick={closeMenu}>
          <ListItemIcon>
            <PrintIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Print…</ListItemText>
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportComponentMenu() {
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films"
        slots={{ toolbar: FilmsToolbar }}
        showToolbar
      />
    </Box>
  );
}
