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

/**
 * The last word of a label (its last character in a title without spaces, as Chinese is written) and the rest.
 * Exported for tests.
 */
export function splitLabelEnd(title: string): { head: string; end: string } {
  const word = /\s(\S+)$/.exec(title);
  if (word) return { head: title.slice(0, word.index + 1), end: word[1]! };
  const chars = Array.from(title);
  const end = /^[\x20-\x7e]+$/.test(title) ? title : (chars.at(-1) ?? '');
  return { head: title.slice(0, title.length - end.length), end };
}

/**
 * A navigation label with its markers glued to its last word, so a long label that wraps keeps its plan icon and
 * chips on its last line. The markers are a bidi isolate: in right to left they follow an English title on its left.
 */
export function NavLabel({ title, page }: { title: string; page: MuiPage }) {
  const hasMarkers = Boolean(page.plan || page.newFeature || page.planned || page.unstable);
  if (!hasMarkers) return <span data-slot="nav-label">{title}</span>;
  const { head, end } = splitLabelEnd(title);
  return (
    <span data-slot="nav-label">
      {head}
      <span data-slot="nav-label-end">
        {/* One text node with a space, not only a margin: a link's accessible name reads "RichTreeViewPro Pro plan",
            not "…ProPro plan". */}
        {`${end} `}
        <span data-slot="nav-markers">
          <NavMarkers page={page} />
        </span>
      </span>
    </span>
  );
}
