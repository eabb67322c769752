import { CLICK_EVENT_ATTRIBUTES } from './analytics-constants';
import type { Analytics } from './analytics';
import { isSampled, parseSplit } from './sampling';

/**
 * Sends the event described by the nearest element carrying `data-ga-event-category` around the click target, if
 * any; with `data-ga-event-split` only that share of clicks is sent.
 */
export function trackClick(target: EventTarget | null, analytics: Analytics, random: () => number = Math.random) {
  if (!target || typeof (target as Element).closest !== 'function') return;
  const element = (target as Element).closest(`[${CLICK_EVENT_ATTRIBUTES.category}]`);
  if (!element) return;
  const category = element.getAttribute(CLICK_EVENT_ATTRIBUTES.category) ?? '';
  const action = element.getAttribute(CLICK_EVENT_ATTRIBUTES.action) ?? 'click';
  const label = element.getAttribute(CLICK_EVENT_ATTRIBUTES.label) ?? undefined;
  if (!isSampled(parseSplit(element.getAttribute(CLICK_EVENT_ATTRIBUTES.split)), random)) return;
  analytics.event(category, action, label);
}
