// @vitest-environment jsdom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { TypeSignature } from './type-signature';
import { attachTypeSignatures } from './type-signature-behaviour';

const type = { short: 'Size', full: "'small' | 'medium' | 'large'", links: [] };

const cell = () => (
  <MemoryRouter>
    <DocsProvider>
      <TypeSignature type={type} productId="x-data-grid" owner="size" />
    </DocsProvider>
  </MemoryRouter>
);

const button = () => document.querySelector<HTMLButtonElement>('[data-slot="api-type"] > button')!;
const signature = () => document.getElementById(button().getAttribute('aria-controls')!)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attachTypeSignatures', () => {
  it('opens and closes the full type on the prerendered markup of a static page', () => {
    document.body.innerHTML = renderToStaticMarkup(cell());
    const detach = attachTypeSignatures(document);
    expect(button().getAttribute('aria-label')).toBe('Show full type of size');
    expect(signature().hidden).toBe(true);
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().textContent).toBe('−');
    expect(signature().hidden).toBe(false);
    expect(signature().textContent).toBe("'small' | 'medium' | 'large'");
    button().click();
    expect(signature().hidden).toBe(true);
    detach();
    button().click();
    expect(signature().hidden).toBe(true);
  });

  it('works the same on a React page, where the cell attaches it when it mounts', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(cell());
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, cell()));
    act(() => button().click());
    expect(signature().hidden).toBe(false);
    act(() => root.unmount());
  });
});
