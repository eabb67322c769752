import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileDemo as compileInRunner, requiredModules, type Evaluate } from './compile-demo';

/** Node has no runner document: evaluate in this realm, as the runner does in the browser (e2e/live-edit.spec.ts). */
const evaluateHere: Evaluate = async (code, parameters) => {
  new Function(...Object.keys(parameters), code)(...Object.values(parameters));
};
const compileDemo = (...args: Parameters<typeof compileInRunner>) =>
  compileInRunner(args[0], args[1], args[2], evaluateHere);

const scope = {
  './greeting': () => Promise.resolve({ greeting: (name: string) => `Hello, ${name}` }),
  '@mui/material/Button': () => import('@mui/material/Button'),
};

describe('compileDemo', () => {
  it('turns an edited TypeScript demo into a component using its scope', async () => {
    const code = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      "import { greeting } from './greeting';",
      'interface Props { size?: number }',
      'export default function Demo({ size = 2 }: Props) {',
      '  const [count] = React.useState<number>(size);',
      '  return <Button>{greeting("reader")} {count}</Button>;',
      '}',
    ].join('\n');
    const Demo = await compileDemo(code, 'TS', scope);
    const html = renderToStaticMarkup(createElement(Demo));
    expect(html).toContain('<button');
    expect(html).toContain('Hello, reader');
    expect(html).toContain('MuiButton-root');
  });

  it('compiles JavaScript without the TypeScript transform', async () => {
    const Demo = await compileDemo('export default () => <p className="x">plain</p>;', 'JS', {});
    expect(renderToStaticMarkup(createElement(Demo))).toBe('<p class="x">plain</p>');
  });

  it('rejects imports the demo did not start with, naming them', async () => {
    await expect(compileDemo("import x from 'left-pad';\nexport default () => x;", 'JS', scope)).rejects.toThrow(
      /"left-pad"/,
    );
  });

  it('rejects syntax errors and a missing default export', async () => {
    await expect(compileDemo('export default function Demo() { return <div>; }', 'TS', {})).rejects.toThrow();
    await expect(compileDemo('export const Demo = () => null;', 'TS', {})).rejects.toThrow(/default export/);
  });
});

describe('requiredModules', () => {
  it('lists each required module once', () => {
    expect(requiredModules("var a = require('a'); var b = require(\"b\"); require('a');")).toEqual(['a', 'b']);
  });
});
