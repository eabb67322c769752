import type { ResolvedWidget } from '../../engine/widgets/resolve';
import { ApiMethodsTable } from './api-methods-table';
import { ApiSelectorsTable } from './api-selectors-table';
import { GridEventsTable } from './grid-events-table';
import { LocaleCoverageTable } from './locale-coverage-table';

/**
 * Draws a reference widget from the rows `scripts/remark-reference-widgets.ts` put in its `widget` prop at compile
 * time. Plain prerendered markup: nothing here needs the browser, so a page of widgets stays a static page.
 */
export function ReferenceWidget({ widget }: { widget: ResolvedWidget }) {
  switch (widget.kind) {
    case 'methods':
      return <ApiMethodsTable feature={widget.feature} rows={widget.rows} />;
    case 'selectors':
      return <ApiSelectorsTable feature={widget.feature} rows={widget.rows} />;
    case 'events':
      return <GridEventsTable rows={widget.rows} />;
    case 'locales':
      return <LocaleCoverageTable product={widget.product} packageName={widget.packageName} rows={widget.rows} />;
  }
}
