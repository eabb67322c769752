import type { Plugin } from 'vite';

const TARGET = 'x-tree-view-pro/esm/internals/plugins/useTreeViewLazyLoading/useTreeViewLazyLoading.js';
const BROKEN_IMPORT = ', selectorExpandedItems }';

/**
 * `@mui/x-tree-view-pro` 8.10.1 (the newest Pro release at or below 8.12.0) imports
 * `selectorExpandedItems` from `@mui/x-tree-view/internals`, but the core 8.10.0 it pins defines that
 * selector without exporting it, so bundlers reject the import. This supplies the same selector
 * (the expanded item ids from the tree state) in that one module. Remove it with the Pro upgrade.
 */
export function treeViewProShim(): Plugin {
  return {
    name: 'x-docs:tree-view-pro-8.10-shim',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').includes(TARGET)) return null;
      if (!code.includes(BROKEN_IMPORT)) {
        throw new Error(
          `${TARGET} no longer imports selectorExpandedItems: remove scripts/vite-tree-view-pro-shim.ts.`,
        );
      }
      const selector = '\nfunction selectorExpandedItems(state) {\n  return state.expansion.expandedItems;\n}\n';
      return { code: code.replace(BROKEN_IMPORT, ' }') + selector, map: null };
    },
  };
}
