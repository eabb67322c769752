// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesProvider, usePreferences } from './preferences-context';
import { resetPreferenceStore } from './preference-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Variant({ id }: { id: string }) {
  const { codeVariant, setCodeVariant } = usePreferences();
  return (
    <button type="button" id={id} onClick={() => setCodeVariant(codeVariant === 'TS' ? 'JS' : 'TS')}>
      {codeVariant}
    </button>
  );
}

function mount(id: string): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <PreferencesProvider>
        <Variant id={id} />
      </PreferencesProvider>,
    ),
  );
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'codeVariant=; max-age=0; path=/';
  resetPreferenceStore();
});

describe('the page’s one preference store', () => {
  it('switches every root of the page at once, and remembers the choice in its cookie', () => {
    const first = mount('first');
    const second = mount('second');
    expect(second.textContent).toBe('TS');
    act(() => first.querySelector('button')!.click());
    expect(first.textContent).toBe('JS');
    expect(second.textContent).toBe('JS');
    expect(document.cookie).toContain('codeVariant=JS');
  });

  it('hydrates prerendered HTML with the defaults, then shows the stored choice', async () => {
    document.cookie = 'codeVariant=JS; path=/';
    const html = renderToString(
      <PreferencesProvider>
        <Variant id="demo" />
      </PreferencesProvider>,
    );
    expect(html).toContain('>TS<');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <PreferencesProvider>
          <Variant id="demo" />
        </PreferencesProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('JS');
  });
});
