import { kebabCase } from '../../../src/engine/api/paths';

/**
 * Docs names of Data Grid features where the stem of the interface (`GridSortApi` → `sort`) or of the selectors'
 * folder (`hooks/features/filter/`) differs from the name the docs use. Facts, not extracted: a key that no
 * interface or folder produces any more fails the generation (`assertAliasesUsed`).
 */
const aliases: Record<string, string> = {
  sort: 'sorting',
  filter: 'filtering',
  row: 'rows',
  'row-pro': 'rows',
  column: 'columns',
  'row-multi-selection': 'row-selection',
  'detail-panel': 'master-detail',
  'column-reorder': 'column-ordering',
};

const used = new Set<string>();

/** Feature name of a stem: `Sort` / `sorting` → `sorting`, `RowSelection` / `rowSelection` → `row-selection`. */
export function featureName(stem: string): string {
  const kebab = kebabCase(stem);
  const alias = aliases[kebab];
  if (alias) used.add(kebab);
  return alias ?? kebab;
}

/** Feature name of an `apiRef` interface: `GridSortApi` → `sorting`, `GridDataSourceApiPremium` → `data-source`. */
export function featureOfInterface(name: string): string {
  return featureName(name.replace(/^Grid/, '').replace(/Api(Community|Pro|Premium)?$/, ''));
}

/** Throws when an alias no longer matches anything: the packages renamed a feature. */
export function assertAliasesUsed(): void {
  const stale = Object.keys(aliases).filter((key) => !used.has(key));
  if (stale.length > 0) {
    throw new Error(
      `scripts/api/widgets/feature-names.ts: aliases ${stale.join(', ')} match no interface or selector folder. ` +
        'Fix: remove them or rename them after the packages.',
    );
  }
}
