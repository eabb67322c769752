import { describe, expect, it } from 'vitest';
import { markdownPathname, ogImagePathname, pageMarkdownPathname, resolveSiteOrigin } from './urls';

describe('publishing URLs', () => {
  it('puts the Markdown version beside the page folder, the home page at index.md', () => {
    expect(markdownPathname('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownPathname('/x/react-data-grid')).toBe('/x/react-data-grid.md');
    expect(markdownPathname('/x/')).toBe('/x/index.md');
  });

  it('links a Chinese page to its own Markdown only when it is translated', () => {
    expect(pageMarkdownPathname('/x/introduction', 'zh', true)).toBe('/x/zh/introduction.md');
    expect(pageMarkdownPathname('/x/introduction', 'zh', false)).toBe('/x/introduction.md');
    expect(pageMarkdownPathname('/x/introduction', 'en', true)).toBe('/x/introduction.md');
  });

  it('gives every page its own social image', () => {
    expect(ogImagePathname('/x/react-tree-view/quickstart')).toBe('/x/og/react-tree-view/quickstart.png');
    expect(ogImagePathname('/x')).toBe('/x/og/index.png');
    expect(ogImagePathname('/x/api/charts/bar-chart/')).toBe('/x/og/api/charts/bar-chart.png');
    expect(ogImagePathname('/x/api/charts/')).toBe('/x/og/api/charts.png');
  });

  it('prefers the site origin, then the production host, then the local server', () => {
    expect(resolveSiteOrigin({ siteOrigin: 'https://a.example/', productionHost: 'b.example' })).toBe(
      'https://a.example',
    );
    expect(resolveSiteOrigin({ productionHost: 'b.example' })).toBe('https://b.example');
    expect(resolveSiteOrigin({})).toBe('http://127.0.0.1:3000');
  });
});
