import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { summarizeInventory } from './bike-parts';

/** Which parts the inventory shows: all of them, or only those that need ordering. */
export type InventoryView = 'all' | 'low' | 'out';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

export interface InventorySummaryProps {
  summary: ReturnType<typeof summarizeInventory>;
  view: InventoryView;
  onViewChange: (view: InventoryView) => void;
}

/** Totals of the whole stock (whatever the grid's filters) and the buttons that narrow the grid to a status. */
export function InventorySummary({ summary, view, onViewChange }: InventorySummaryProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end', mb: 1.5 }}>
      <Figure label="Parts" value={String(summary.parts)} />
      <Figure label="Units on hand" value={summary.units.toLocaleString('en-US')} />
      <Figure label="Stock value" value={euro.format(summary.value)} />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Show parts"
        value={view}
        onChange={(_event, next: InventoryView | null) => next && onViewChange(next)}
        sx={{ ml: 'auto' }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="low">Reorder soon ({summary.low})</ToggleButton>
        <ToggleButton value="out">Out of stock ({summary.out})</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
