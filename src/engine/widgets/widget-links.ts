import { linkToExistingPages, type PageIndex } from '../api/link-targets';
import type { ResolvedWidget } from './resolve';

/**
 * The widget with every description link pointing at a page that exists, as on API pages: JSDoc links to official
 * guides this site does not have go back to the official site, so a table never carries a dead link.
 */
export function widgetWithExistingLinks<W extends ResolvedWidget>(widget: W, exists: PageIndex): W {
  const fix = <T extends { description: string; deprecated?: string }>(row: T): T => ({
    ...row,
    description: linkToExistingPages(row.description, exists),
    ...(row.deprecated !== undefined ? { deprecated: linkToExistingPages(row.deprecated, exists) } : {}),
  });
  // Each kind keeps its own row type; only the description texts change.
  const fixed: ResolvedWidget =
    widget.kind === 'methods'
      ? { ...widget, rows: widget.rows.map(fix) }
      : widget.kind === 'selectors'
        ? { ...widget, rows: widget.rows.map(fix) }
        : widget.kind === 'events'
          ? { ...widget, rows: widget.rows.map(fix) }
          : widget;
  return fixed as W;
}
