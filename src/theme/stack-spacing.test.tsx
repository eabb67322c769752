// @vitest-environment jsdom
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createDocsTheme } from './create-docs-theme';

afterEach(cleanup);

/** Every CSS rule text Emotion has inserted into the document so far. */
function insertedCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

it('spaces a Stack with gap, never with rules that match any child (each would restyle the whole page)', () => {
  render(
    <ThemeProvider theme={createDocsTheme()}>
      <Stack direction="row" spacing={3} data-testid="stack">
        <span>One</span>
        <span>Two</span>
      </Stack>
    </ThemeProvider>,
  );
  const css = insertedCss();
  expect(css).toMatch(/gap:\s*calc\(3 \* var\(--mui-spacing/);
  expect(css).not.toContain(':not(style)');
});
