import type { Analytics } from './analytics';
import { trackClick } from './click-events';
import { reportWebVitals } from './web-vitals';

/**
 * Starts what analytics follows for the life of the page, on both kinds of page: click events from
 * `data-ga-event-*` elements (one capturing listener on the document) and, for sampled sessions, web vitals.
 * Returns a function that removes the click listener.
 */
export function startInteractionTracking(analytics: Analytics, doc: Document = document): () => void {
  const onClick = (event: Event) => trackClick(event.target, analytics);
  doc.addEventListener('click', onClick, { capture: true });
  void reportWebVitals(analytics);
  return () => doc.removeEventListener('click', onClick, { capture: true });
}
