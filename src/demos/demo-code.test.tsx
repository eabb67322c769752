// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { DemoCode } from './demo-code';
import type { DemoFile } from './demo-types';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const file: DemoFile = {
  name: 'PlanetList',
  jsx: true,
  ts: {
    code: 'const planets: string[] = ["Mercury"];\n',
    html: '<span class="line"><span class="tk-keyword">const</span> planets: string[] = ["Mercury"];</span>',
  },
  js: {
    code: 'const planets = ["Mercury"];\n',
    html: '<span class="line"><span class="tk-keyword">const</span> planets = ["Mercury"];</span>',
  },
};

const demoCode = (onEdit?: (code: string) => void) => (
  <DocsProvider>
    <DemoCode files={[file]} variant="TS" selected={0} onSelect={() => undefined} onEdit={onEdit} />
  </DocsProvider>
);

/** Lets one task run: the editors arrive one per task. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DemoCode', () => {
  it('prerenders the code laid out for the editor, and hydrating adds the editor without replacing the code', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(demoCode(() => undefined));
    document.body.append(container);
    // The prerendered page has no editor yet, and its code is focusable for scrolling by keyboard.
    expect(container.querySelector('textarea')).toBeNull();
    expect(container.querySelector('pre')!.getAttribute('tabindex')).toBe('0');
    const code = container.querySelector('pre code')!;
    const firstLine = code.firstChild;

    await act(async () => {
      hydrateRoot(
        container,
        demoCode(() => undefined),
      );
    });
    await nextTask();

    const editor = container.querySelector<HTMLTextAreaElement>('textarea[data-slot="live-editor"]');
    expect(editor?.value).toBe(file.ts.code);
    // The same <code> element with the same lines: the browser does not parse the highlighting a second time.
    expect(container.querySelector('pre code')).toBe(code);
    expect(code.firstChild).toBe(firstLine);
    expect(code.querySelector('.tk-keyword')?.textContent).toBe('const');
    expect(editor!.parentElement).toBe(code.parentElement);
    // The editor takes the keyboard focus the code had.
    expect(container.querySelector('pre')!.hasAttribute('tabindex')).toBe(false);
  });

  it('makes the editors of a page one at a time, each in a task of its own, in the order of the demos', async () => {
    const page = (
      <DocsProvider>
        {[0, 1, 2].map((index) => (
          <DemoCode key={index} files={[file]} variant="TS" selected={0} onSelect={() => undefined} onEdit={() => {}} />
        ))}
      </DocsProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const blocks = [...container.querySelectorAll('pre')];
    // Each batch of DOM changes the observer receives is one commit: it must hold one new editor, not several.
    const arrivals: number[][] = [];
    new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]).filter((node) => node.nodeName === 'TEXTAREA');
      if (added.length > 0) arrivals.push(added.map((node) => blocks.findIndex((pre) => pre.contains(node))));
    }).observe(container, { childList: true, subtree: true });

    await act(async () => {
      hydrateRoot(container, page);
    });
    for (let task = 0; task < 10 && arrivals.length < 3; task += 1) await nextTask();
    expect(arrivals).toEqual([[0], [1], [2]]);
  });

  it('shows code that cannot be edited as a plain block', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(demoCode());
    expect(container.querySelector('pre > code')).not.toBeNull();
    expect(container.querySelector('pre > span')).toBeNull();
  });
});
