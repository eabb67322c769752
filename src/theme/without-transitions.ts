/**
 * Runs `change` (a colour scheme switch) with CSS transitions off until the next frames have painted, so every
 * surface switches at once instead of fading at its own speed. Only for changes the reader makes: doing this on
 * every mount (MUI's `disableTransitionOnChange`) adds and removes a stylesheet while the page hydrates, and each
 * costs a full style recalculation of the page.
 */
export function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}
