/** One thing sent to analytics. */
export type AnalyticsHit =
  | { type: 'page_view'; path: string }
  | { type: 'event'; category: string; action: string; label?: string; value?: number }
  | { type: 'user_properties'; properties: Record<string, string> };

/** Where hits go: Google Analytics 4 on the production host, a local sink elsewhere. */
export interface AnalyticsTransport {
  readonly name: 'gtag' | 'local';
  send: (hit: AnalyticsHit) => void;
  /** Told when the reader grants consent (gtag loads only then). */
  grant: () => void;
}
