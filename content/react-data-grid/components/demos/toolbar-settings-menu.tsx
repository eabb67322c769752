import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import TuneIcon from '@mui/icons-material/Tune';
import { DataGrid, Toolbar, ToolbarButton, type GridDensity, type GridSlotProps } from '@mui/x-data-grid';
import { commodityDataset } from '../../../demo-data/commodity-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

type Appearance = { density: GridDensity; columnLines: boolean; cellLines: boolean };

const STORAGE_KEY = 'x-docs-toolbar-settings-menu';
const DEFAULTS: Appearance = { density: 'standard', columnLines: false, cellLines: false };
const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Tight rows' },
  { value: 'standard', label: 'Normal rows' },
  { value: 'comfortable', label: 'Roomy rows' },
];

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    appearance: Appearance;
    onAppearanceChange: (change: Partial<Appearance>) => void;
  }
}

function AppearanceToolbar({ appearance, onAppearanceChange }: GridSlotProps['toolbar']) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Toolbar>
      <Tooltip title="Appearance">
        <ToolbarButton
          id="appearance-trigger"
          aria-label="Appearance"
          aria-haspopup="menu"
          aria-controls={anchor ? 'appearance-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TuneIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="appearance-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'appearance-trigger' } }}
      >
        {DENSITIES.map(({ value, label }) => (
          <MenuItem
            key={value}
            selected={appearance.density === value}
            onClick={() => onAppearanceChange({ density: value })}
          >
            <ListItemIcon>{appearance.density === value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => onAppearanceChange({ columnLines: !appearance.columnLines })}>
          <ListItemIcon>{appearance.columnLines ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>Lines between columns</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => onAppearanceChange({ cellLines: !appearance.cellLines })}>
          <ListItemIcon>{appearance.cellLines ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>Lines between cells</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 30, maxColumns: 6 });
  const [appearance, setAppearance] = useState<Appearance>(DEFAULTS);

  // Read the saved choice after mounting: the prerendered page has no localStorage.
  useEffect(() => {
    try {
      const saved = window.localStorage.getItem(STORAGE_KEY);
      if (saved) setAppearance({ ...DEFAULTS, ...(JSON.parse(saved) as Partial<Appearance>) });
    } catch {
      // Storage blocked or malformed: keep the defaults.
    }
  }, []);

  const changeAppearance = (change: Partial<Appearance>) => {
    setAppearance((current) => {
      const next = { ...current, ...change };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not saved, but the change still applies to this visit.
      }
      return next;
    });
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades"
        density={appearance.density}
        showColumnVerticalBorder={appearance.columnLines}
        showCellVerticalBorder={appearance.cellLines}
        slots={{ toolbar: AppearanceToolbar }}
        slotProps={{ toolbar: { appearance, onAppearanceChange: changeAppearance } }}
        showToolbar
      />
    </Box>
  );
}
