import Box from '@mui/material/Box';
import type { MuiPage } from '../engine/types';
import { useTranslations } from '../config/docs-context';
import { PlanIcon } from './plan-icon';

type ChipTone = 'success' | 'grey' | 'warning';

/** A small status label; text uses the body colour so it stays readable on any highlight. */
function NavChip({ label, tone }: { label: string; tone: ChipTone }) {
  return (
    <Box
      component="span"
      data-slot="nav-chip"
      sx={{
        ml: 0.75,
        px: 0.75,
        lineHeight: '18px',
        fontSize: 11,
        fontWeight: 600,
        borderRadius: 10,
        border: 1,
        borderColor: tone === 'grey' ? 'divider' : `${tone}.main`,
        color: 'text.primary',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}

/** Plan icon and New / Planned / Preview chips of a navigation entry. */
export function NavMarkers({ page }: { page: MuiPage }) {
  const t = useTranslations();
  return (
    <>
      {page.plan ? <PlanIcon plan={page.plan} /> : null}
      {page.newFeature ? <NavChip label={t.chipNew} tone="success" /> : null}
      {page.planned ? <NavChip label={t.chipPlanned} tone="grey" /> : null}
      {page.unstable ? <NavChip label={t.chipPreview} tone="warning" /> : null}
    </>
  );
}
