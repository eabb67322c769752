/**
 * Keeps a static page's prerendered styles in the reader's text direction: at load (the inline head script has
 * already set `<html dir>` from the stored choice) and whenever the settings change it. The RTL rewriter loads only
 * for a reader who reads right to left.
 */
export function followDirection(doc: Document = document): void {
  const html = doc.documentElement;
  let applied: 'ltr' | 'rtl' = 'ltr';
  const apply = () => {
    const direction = html.dir === 'rtl' ? 'rtl' : 'ltr';
    if (direction === applied) return;
    applied = direction;
    void import('./rtl-styles').then((styles) => styles.applyDirectionToStyles(direction, doc));
  };
  apply();
  new MutationObserver(apply).observe(html, { attributes: true, attributeFilter: ['dir'] });
}
