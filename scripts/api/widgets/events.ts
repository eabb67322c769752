import ts from 'typescript';
import type { ApiPlan } from '../../../src/engine/api/types';
import type { WidgetEvent } from '../../../src/engine/widgets/types';
import { resolveAlias } from '../extract-items';
import { readJsDoc } from '../jsdoc';
import { memberType } from '../type-text';

/** Plan of the package whose declarations add an event (Pro and Premium augment `GridEventLookup`). */
function planOfFile(file: string): ApiPlan {
  if (file.includes('/x-data-grid-premium/')) return 'premium';
  if (file.includes('/x-data-grid-pro/')) return 'pro';
  return 'community';
}

/** Every event of `GridEventLookup` as the program sees it, merged with the Pro and Premium lookups. */
export function extractEvents(checker: ts.TypeChecker, exports: ReadonlyMap<string, ts.Symbol>): WidgetEvent[] {
  const lookup = exports.get('GridEventLookup');
  if (!lookup)
    throw new Error('GridEventLookup is not exported by @mui/x-data-grid. Fix: update scripts/api/widgets/events.ts.');
  const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, lookup));
  return checker
    .getPropertiesOfType(type)
    .map((symbol) => {
      const declaration = symbol.declarations?.[0];
      const shape = checker.getTypeOfSymbol(symbol);
      const params = checker.getPropertyOfType(shape, 'params');
      const domEvent = checker.getPropertyOfType(shape, 'event');
      const event: WidgetEvent = {
        name: symbol.name,
        params: params ? memberType(checker, params) : { full: 'void', short: 'void', links: [] },
        description: readJsDoc(checker, symbol).description,
        plan: declaration ? planOfFile(declaration.getSourceFile().fileName) : 'community',
      };
      if (domEvent) event.event = memberType(checker, domEvent);
      return event;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
