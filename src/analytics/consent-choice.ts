import { getAnalytics, isAnalyticsConfigured } from './analytics-client';
import { ASK_CONSENT_ATTRIBUTE } from './consent';

/** The reader's answer in the consent card. */
export type ConsentChoice = 'granted' | 'denied';

/** `data-slot` of the consent card (`consent-card.tsx`), prerendered on every page. */
export const CONSENT_CARD_SLOT = 'consent-card';
/** Attribute on each of the card's two buttons naming the choice it records. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-choice';

/** Id of the page's `<main>` (focusable with `tabindex="-1"`, the skip link's target). */
const MAIN_CONTENT_ID = 'main-content';

function parseChoice(value: string | null): ConsentChoice | undefined {
  return value === 'granted' || value === 'denied' ? value : undefined;
}

/**
 * Whether the consent card is for this reader: analytics is configured for this host (see isAnalyticsConfigured) and
 * they have not answered (nor refused with Do Not Track). Consent stays denied until they allow it.
 */
export function shouldAskConsent(): boolean {
  return isAnalyticsConfigured() && getAnalytics().consent === 'unset';
}

/**
 * Records the reader's answer (remembered in localStorage; granting sends the current page view and properties) and
 * hides the card by taking `data-ask-consent` off `<html>`. Focus in the card (a keyboard reader's) moves to the
 * main content rather than being dropped on `<body>` with the hidden button, without scrolling the page.
 */
export function recordConsentChoice(choice: ConsentChoice, doc: Document = document): void {
  getAnalytics().setConsent(choice);
  const card = doc.querySelector(`[data-slot="${CONSENT_CARD_SLOT}"]`);
  const hadFocus = card !== null && card.contains(doc.activeElement);
  doc.documentElement.removeAttribute(ASK_CONSENT_ATTRIBUTE);
  if (hadFocus) doc.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/**
 * Static pages: wires the prerendered card's buttons (found by {@link CONSENT_CHOICE_ATTRIBUTE}, not by their
 * translated labels) to {@link recordConsentChoice}. Returns a function that unwires them.
 */
export function wireConsentCard(doc: Document = document): () => void {
  const card = doc.querySelector(`[data-slot="${CONSENT_CARD_SLOT}"]`);
  if (!card) return () => {};
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(`[${CONSENT_CHOICE_ATTRIBUTE}]`);
    const choice =
      button && card.contains(button) ? parseChoice(button.getAttribute(CONSENT_CHOICE_ATTRIBUTE)) : undefined;
    if (choice) recordConsentChoice(choice, doc);
  };
  card.addEventListener('click', onClick);
  return () => card.removeEventListener('click', onClick);
}
