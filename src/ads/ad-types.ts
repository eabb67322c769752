/** Advert record (SPEC §3): what the block shows, whatever its source. */
export interface Advert {
  /** Destination of the advert (https only for external adverts). */
  link: string;
  /** Image URL. */
  img: string;
  /** Advertiser or product name. */
  name: string;
  /** One-sentence description, shown as text. */
  description: string;
  /** Who serves the advert ("X Docs" for our own). */
  poweredby: string;
  /** Accessible label / analytics label of the advert. */
  label: string;
}

/** Shape of the advert: text beside a small image, or the image first. */
export type AdShape = 'inline' | 'image';

/** What the block ends up showing. */
export type AdSource =
  { kind: 'crawler' } | { kind: 'network' } | { kind: 'blocked-message' } | { kind: 'in-house'; index: number };
