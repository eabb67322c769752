import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { followDirection } from '../static-page/direction';
import { loadPageModule } from './page-modules';

/**
 * Loads the current page's MDX chunk before hydrating, so React hydrates the prerendered body in
 * one pass instead of suspending (and possibly re-rendering it empty) while the chunk arrives.
 */
async function hydrate() {
  const file = document.querySelector<HTMLElement>('[data-page-module]')?.dataset.pageModule;
  if (file) await loadPageModule(file).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The prerendered styles were written left to right. The page renders anew with the right-to-left cache once hydrated,
// but a demo stays a prerendered picture until it goes live, so a right-to-left reader gets those styles mirrored.
followDirection();
void hydrate();
