// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyDirectionToStyles, toRtl } from './rtl-styles';

describe('toRtl', () => {
  it('mirrors physical properties inside the mui cascade layer', () => {
    expect(toRtl('@layer mui{.css-a{margin-left:8px;padding:1px 2px 3px 4px;text-align:left}}')).toBe(
      '@layer mui{.css-a{margin-right:8px;padding:1px 4px 3px 2px;text-align:right}}',
    );
  });
});

describe('applyDirectionToStyles', () => {
  const setUp = () => {
    document.head.innerHTML =
      '<style data-emotion="css 1a2b">@layer mui{.css-1a2b{margin-left:4px}}</style>' +
      '<style data-emotion="css-rtl">.css-rtl-x{margin-left:1px}</style>' +
      '<style>@layer theme, docsearch, mui, utilities;</style>';
    return [...document.head.querySelectorAll('style')].map((style) => () => style.textContent);
  };

  it('rewrites only the prerendered (ltr cache) tags, and restores them on a return to left-to-right', () => {
    const [prerendered, island, layers] = setUp();
    applyDirectionToStyles('rtl', document);
    expect(prerendered!()).toBe('@layer mui{.css-1a2b{margin-right:4px}}');
    expect(island!()).toBe('.css-rtl-x{margin-left:1px}');
    expect(layers!()).toBe('@layer theme, docsearch, mui, utilities;');
    applyDirectionToStyles('ltr', document);
    expect(prerendered!()).toBe('@layer mui{.css-1a2b{margin-left:4px}}');
  });
});
