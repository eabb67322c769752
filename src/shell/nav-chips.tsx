import type { MuiPage } from '../engine/types';
import { useTranslations } from '../config/docs-context';
import { PlanIcon } from './plan-icon';

/** Chip tones; the navigation tree's stylesheet colours the border by `data-tone`. */
type ChipTone = 'success' | 'grey' | 'warning';

/** A small status label; text uses the body colour so it stays readable on any highlight. */
function NavChip({ label, tone }: { label: string; tone: ChipTone }) {
  return (
    <span data-slot="nav-chip" data-tone={tone}>
      {label}
    </span>
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
