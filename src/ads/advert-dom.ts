import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH } from './ad-constants';
import type { AdShape, Advert } from './ad-types';

/**
 * The advert block's content as plain DOM (no framework): the same markup on static pages and on pages that hydrate
 * React, styled once by `adBlockStyles` (see `ad-styles.ts`) through its `data-slot` attributes. Every advert field
 * is set with `textContent` or as an attribute value, never parsed as HTML: feed data is untrusted.
 */

/** The strings the block's content needs (the aside's own label is rendered with the aside). */
export interface AdContentStrings {
  /** "ads via", followed by who serves the advert. */
  adsBy: string;
  blockedTitle: string;
  blockedBody: string;
  /** Label of the placeholder shown while the advert is chosen (read by a screen reader, never announced). */
  loading: string;
}

/** `data-slot` of the placeholder the block shows while it waits for its advert. */
export const AD_PLACEHOLDER_SLOT = 'ad-placeholder';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The waiting state, as HTML: the shape of an inline advert drawn in quiet bones (hidden from assistive technology)
 * and a visually hidden label, in no live region, so a screen reader finds it in the block without it being announced.
 * Prerendered inside the aside (`AdBlock`) and put back by the controller when it mounts on an emptied block; the
 * controller removes it once the block has its advert, or knows it stays empty.
 */
export function adPlaceholderHtml(label: string): string {
  const bones = '<span></span>'.repeat(3);
  return (
    `<span data-slot="${AD_PLACEHOLDER_SLOT}"><span data-slot="ad-placeholder-label">${escapeHtml(label)}</span>` +
    `<span data-slot="ad-placeholder-image" aria-hidden="true"></span>` +
    `<span data-slot="ad-placeholder-lines" aria-hidden="true">${bones}</span></span>`
  );
}

/** Scale of the thumbnail in the inline shape (the image shape shows it at full 130×100). */
export const INLINE_IMAGE_SCALE = 0.6;

/** Only https links leave the site; they open in a new tab and are marked sponsored. */
function isExternal(link: string): boolean {
  return /^https:/.test(link);
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  slot: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.setAttribute('data-slot', slot);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * One advert: a link (`data-slot="advert"`, `data-shape`) holding the image (130×100, 0.6 of that inline; `alt=""`,
 * the name beside it names the link), the name, the description (clamped to 3 lines inline, 2 in the image shape) and
 * the "ads via …" line. `onClick` reports the click.
 */
export function createAdvertElement(
  doc: Document,
  advert: Advert,
  shape: AdShape,
  strings: AdContentStrings,
  onClick: () => void,
): HTMLAnchorElement {
  const link = element(doc, 'a', 'advert');
  link.setAttribute('data-shape', shape);
  link.setAttribute('href', advert.link);
  if (isExternal(advert.link)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'sponsored noopener');
  }
  link.addEventListener('click', onClick);

  const scale = shape === 'image' ? 1 : INLINE_IMAGE_SCALE;
  const image = element(doc, 'img', 'advert-image');
  image.setAttribute('src', advert.img);
  image.setAttribute('alt', '');
  image.setAttribute('width', String(Math.round(AD_IMAGE_WIDTH * scale)));
  image.setAttribute('height', String(Math.round(AD_IMAGE_HEIGHT * scale)));

  const text = element(doc, 'span', 'advert-text');
  text.append(
    element(doc, 'span', 'advert-name', advert.name),
    element(doc, 'span', 'advert-description', advert.description),
    element(doc, 'span', 'advert-by', `${strings.adsBy} ${advert.poweredby}`),
  );
  link.append(image, text);
  return link;
}

/** The ad-blocked message: asks the reader to allow ads and thanks them. */
export function createBlockedMessageElement(doc: Document, strings: AdContentStrings): HTMLDivElement {
  const message = element(doc, 'div', 'ad-blocked-message');
  message.append(
    element(doc, 'p', 'ad-blocked-title', strings.blockedTitle),
    element(doc, 'p', 'ad-blocked-body', strings.blockedBody),
  );
  return message;
}
