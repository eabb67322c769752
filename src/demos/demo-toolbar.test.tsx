// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { PreferencesProvider } from '../config/preferences/preferences-context';
import { DemoToolbar } from './demo-toolbar';

const noop = () => {};

function renderToolbar(language: 'en' | 'zh') {
  render(
    <PreferencesProvider>
      <DocsProvider userLanguage={language}>
        <DemoToolbar
          name="basic-tree"
          codeId="code-basic-tree"
          showCode={false}
          onToggleCode={noop}
          stylings={['system', 'css', 'tailwind']}
          styling="system"
          copied={false}
          onCopy={noop}
          onReset={noop}
          onResetFocus={noop}
          onOpenSandbox={noop}
        />
      </DocsProvider>
    </PreferencesProvider>,
  );
  return screen.getByRole('toolbar');
}

afterEach(cleanup);

describe('demo toolbar names (WCAG 2.5.3, label in name)', () => {
  it.each(['en', 'zh'] as const)('every item with visible text has it in its accessible name (%s)', (language) => {
    const toolbar = renderToolbar(language);
    const items = [...toolbar.querySelectorAll<HTMLElement>('button, a')];
    const withText = items
      .map((item) => ({ text: item.textContent?.trim() ?? '', name: item.getAttribute('aria-label') ?? '' }))
      .filter(({ text }) => text !== '');
    expect(withText.map(({ text }) => text)).toEqual(expect.arrayContaining(['TS', 'JS', 'Tailwind CSS']));
    for (const { text, name } of withText) expect(name.toLowerCase()).toContain(text.toLowerCase());
  });

  it('spells the languages out after the letters shown', () => {
    renderToolbar('en');
    expect(screen.getByRole('button', { name: 'TS (TypeScript)' })).toHaveProperty('textContent', 'TS');
    expect(screen.getByRole('button', { name: 'JS (JavaScript)' })).toHaveProperty('textContent', 'JS');
  });
});
