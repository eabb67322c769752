import { describe, expect, it } from 'vitest';
import { planInlineScripts, type BuiltPage } from './inline-script-plan';

const shared = ['theme=', 'direction='];
const staticPage = (path?: string, extra: string[] = []): BuiltPage => ({
  path,
  hashes: [...shared, ...extra],
  hydrated: false,
});
const demoPage = (path: string): BuiltPage => ({ path, hashes: [...shared, `context-of-${path}=`], hydrated: true });

describe('inline scripts each header allows', () => {
  const pages = [
    staticPage('/x/'),
    staticPage('/x/introduction/licensing/'),
    staticPage(undefined, ['not-found=']),
    demoPage('/x/react-data-grid/'),
    demoPage('/x/react-data-grid/sorting/'),
    demoPage('/x/react-tree-view/rich-tree-view/items/'),
    demoPage('/x/react-tree-view/rich-tree-view/selection/'),
    staticPage('/x/react-tree-view/accessibility/'),
    demoPage('/x/zh/react-data-grid/sorting/'),
    staticPage('/x/zh/introduction/'),
  ];

  it('lists by hash only what static pages and the 404 page carry, never a page’s own hydration data', () => {
    const plan = planInlineScripts(pages);
    expect(plan.staticHashes).toEqual(['direction=', 'not-found=', 'theme=']);
  });

  it('covers pages with live demos with the fewest folder patterns that hold no static page', () => {
    expect(planInlineScripts(pages).hydratedPatterns).toEqual([
      '/x/react-data-grid/*',
      '/x/react-tree-view/rich-tree-view/*',
      '/x/zh/react-data-grid/*',
    ]);
  });

  it('never covers a whole language, which would include its unknown paths', () => {
    const plan = planInlineScripts([staticPage('/x/'), demoPage('/x/zh/guide/')]);
    expect(plan.hydratedPatterns).toEqual(['/x/zh/guide/*']);
  });
});
