import { describe, expect, it } from 'vitest';
import { linkToExistingPages } from './link-targets';

describe('links in API descriptions', () => {
  const anchors: Record<string, string[]> = {
    '/x/react-data-grid': ['plans'],
    '/x/api/data-grid/grid-col-def': ['props'],
  };
  const exists = (pathname: string, anchor?: string) =>
    pathname in anchors && (anchor === undefined || anchors[pathname]!.includes(anchor));

  it('keeps links to pages this site has and sends the others to the official site', () => {
    expect(
      linkToExistingPages(
        'See [the grid](/x/react-data-grid/), [sorting](/x/react-data-grid/sorting/#sort-order) and [[cols]](/x/api/data-grid/grid-col-def/#props).',
        exists,
      ),
    ).toBe(
      'See [the grid](/x/react-data-grid/), [sorting](https://mui.com/x/react-data-grid/sorting/#sort-order) and [[cols]](/x/api/data-grid/grid-col-def/#props).',
    );
  });

  it('keeps a link to our page but drops an anchor the page does not have', () => {
    expect(linkToExistingPages('[a](/x/react-data-grid/#plans) [b](/x/react-data-grid/#integrate)', exists)).toBe(
      '[a](/x/react-data-grid/#plans) [b](/x/react-data-grid/)',
    );
  });

  it('sends other root-relative links to the official site', () => {
    expect(linkToExistingPages('[guide](/material-ui/migration/x/)', exists)).toBe(
      '[guide](https://mui.com/material-ui/migration/x/)',
    );
  });

  it('leaves external links alone', () => {
    expect(linkToExistingPages('[MDN](https://developer.mozilla.org/)', exists)).toBe(
      '[MDN](https://developer.mozilla.org/)',
    );
  });
});
