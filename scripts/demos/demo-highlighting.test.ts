import { describe, expect, it } from 'vitest';
import type { DemoData } from '../../src/demos/demo-types';
import { splitHighlighting } from './demo-highlighting';

const file = (name: string) => ({
  name,
  jsx: true,
  ts: { code: `// ${name} ts`, html: `<span>${name} ts</span>` },
  js: { code: `// ${name} js`, html: `<span>${name} js</span>` },
});
const tooling = { dependencies: {}, devDependencies: { TS: {}, JS: {} } };
const data: DemoData = {
  name: 'basic',
  variants: [
    { styling: 'system', files: [file('basic'), file('items')], ...tooling },
    { styling: 'tailwind', files: [file('basic')], ...tooling },
  ],
};

describe('splitHighlighting', () => {
  it('keeps no source text and no highlighted version in the page (the prerendered page shows the first one)', () => {
    const { data: shown } = splitHighlighting(data);
    expect(JSON.stringify(shown)).not.toContain('<span>');
    expect(JSON.stringify(shown)).not.toContain('// ');
    expect(shown.variants[0]!.files.map((item) => item.name)).toEqual(['basic', 'items']);
    expect(shown.variants[0]!.files[0]!.ts).toEqual({ code: '' });
    expect(shown.variants[0]!.files[0]!.js).toEqual({ code: '' });
    expect(shown.variants[1]!.styling).toBe('tailwind');
  });

  it('moves the code it leaves out to the lazily loaded part', () => {
    const { highlighting } = splitHighlighting(data);
    expect(highlighting.system?.[0]).toEqual({
      ts: '<span>basic ts</span>',
      js: '<span>basic js</span>',
      tsCode: '// basic ts',
      jsCode: '// basic js',
    });
    expect(highlighting.system?.[1]?.tsCode).toBe('// items ts');
    expect(highlighting.system?.[1]?.jsCode).toBe('// items js');
  });

  it('keeps each highlighted version by styling, file and language', () => {
    const { highlighting } = splitHighlighting(data);
    expect(highlighting.system?.[1]).toMatchObject({ ts: '<span>items ts</span>', js: '<span>items js</span>' });
    expect(highlighting.tailwind?.[0]?.js).toBe('<span>basic js</span>');
    expect(highlighting.css).toBeUndefined();
  });
});
