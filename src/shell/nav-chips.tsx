import Chip from '@mui/material/Chip';
import type { MuiPage } from '../engine/types';
import { useTranslations } from '../config/docs-context';
import { PlanIcon } from './plan-icon';

/** Plan icon and New / Planned / Preview chips of a navigation entry. */
export function NavMarkers({ page }: { page: MuiPage }) {
  const t = useTranslations();
  const chip = (label: string, color: 'success' | 'default' | 'warning') => (
    <Chip
      label={label}
      size="small"
      color={color}
      variant="outlined"
      sx={{ ml: 0.75, height: 20, fontSize: 11, fontWeight: 600 }}
    />
  );
  return (
    <>
      {page.plan ? <PlanIcon plan={page.plan} /> : null}
      {page.newFeature ? chip(t.chipNew, 'success') : null}
      {page.planned ? chip(t.chipPlanned, 'default') : null}
      {page.unstable ? chip(t.chipPreview, 'warning') : null}
    </>
  );
}
