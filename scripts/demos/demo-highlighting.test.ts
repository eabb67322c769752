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
  it('keeps the code and drops every highlighted version from the data', () => {
    const { data: shown } = splitHighlighting(data);
    expect(JSON.stringify(shown)).not.toContain('<span>');
    expect(shown.variants[0]!.files[1]!.js).toEqual({ code: '// items js' });
    expect(shown.variants[1]!.styling).toBe('tailwind');
  });

  it('keeps each highlighted version by styling, file and language', () => {
    const { highlighting } = splitHighlighting(data);
    expect(highlighting.system?.[1]).toEqual({ ts: '<span>items ts</span>', js: '<span>items js</span>' });
    expect(highlighting.tailwind?.[0]?.js).toBe('<span>basic js</span>');
    expect(highlighting.css).toBeUndefined();
  });
});
