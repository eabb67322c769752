import { describe, expect, it } from 'vitest';
import { DEFERRED_PRELOADS_ATTRIBUTE, paintFirst, PRELOADS_PER_TASK } from './paint-first';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body><main><p>Text</p></main>${body}</body></html>`;

const ENTRY = '<script type="module" async="" src="/x/assets/static-page-1.js"></script>';

describe('paintFirst', () => {
  const staticPage = page(
    `<link rel="modulepreload" href="/x/assets/a.js"/>${ENTRY}<script type="speculationrules">{}</script>`,
  );
  const rewritten = paintFirst(staticPage);
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(rewritten)![1]!;

  it("parks the page's preloads and the entry itself in an inert template, in order", () => {
    expect(rewritten).toContain(
      `<main><p>Text</p></main><template ${DEFERRED_PRELOADS_ATTRIBUTE}=""><link rel="modulepreload" href="/x/assets/a.js"/>` +
        '<link rel="modulepreload" href="/x/assets/static-page-1.js"/></template><script type="module">',
    );
    expect(rewritten).not.toContain('async=""');
    expect(rewritten).toContain('</script><script type="speculationrules">{}</script></body></html>');
  });

  it('imports the entry a task after the first contentful paint (at once in a hidden tab), preloads first', () => {
    expect(script).toContain('await import("/x/assets/static-page-1.js");');
    expect(script).toContain('.observe({ type: "paint", buffered: true });');
    expect(script).toContain('if (list.getEntriesByName("first-contentful-paint").length === 0) return;');
    expect(script).toContain('if (document.visibilityState === "hidden") later();');
    expect(script).toContain('} else requestAnimationFrame(later);');
    expect(script).toContain(`links.splice(0, ${PRELOADS_PER_TASK})`);
    expect(script.indexOf('preloadSome();')).toBeLessThan(script.indexOf('await import('));
  });

  it('moves the web app manifest link into the template, so the manifest and its icons load after the first paint', () => {
    const manifest = '<link rel="manifest" href="/x/manifest.webmanifest"/>';
    const withManifest = (body: string) => page(body).replace('<title>T</title>', `<title>T</title>${manifest}`);
    const moved = paintFirst(withManifest(ENTRY));
    expect(moved.match(/<link rel="manifest"/g)).toHaveLength(1);
    expect(moved).toContain('<head><title>T</title></head>');
    expect(/<template[^>]*>([\s\S]*?)<\/template>/.exec(moved)![1]).toContain(manifest);
    const plain = withManifest('<script>var a = 1;</script>');
    expect(paintFirst(plain)).toBe(plain);
  });

  it('leaves a page without the entry unchanged', () => {
    const plain = page('<script>var a = 1;</script>');
    expect(paintFirst(plain)).toBe(plain);
  });
});
