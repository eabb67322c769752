import { WEB_VITALS_EVENT_CATEGORY, WEB_VITALS_SAMPLE_THRESHOLD } from './analytics-constants';
import type { Analytics } from './analytics';
import { isSampled } from './sampling';

/**
 * Reports Core Web Vitals for about 0.01% of sessions (random threshold 1e-4). The web-vitals library is loaded
 * only for those sessions, so everyone else downloads nothing.
 */
export async function reportWebVitals(analytics: Analytics, random: () => number = Math.random): Promise<boolean> {
  if (!isSampled(WEB_VITALS_SAMPLE_THRESHOLD, random)) return false;
  const { onCLS, onINP, onLCP, onFCP, onTTFB } = await import('web-vitals');
  const send = (metric: { name: string; value: number; id: string }) => {
    // CLS is a small fraction; scale it so the integer-valued analytics field keeps its precision.
    const value = Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value);
    analytics.event(WEB_VITALS_EVENT_CATEGORY, metric.name, metric.id, value);
  };
  for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) subscribe(send);
  return true;
}
