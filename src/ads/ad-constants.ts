/** Advert block constants (SPEC §4, §7, §9). Every number here is a requirement; change them nowhere else. */

/** Placement poll: how many times to look for the ad-network placement element. */
export const PLACEMENT_POLL_MAX_TRIES = 30;
/** Placement poll: milliseconds between two tries. */
export const PLACEMENT_POLL_INTERVAL_MS = 500;
/** After this many tries without a placement element, ad blocking is assumed. */
export const AD_BLOCK_ASSUMED_AFTER_TRIES = 6;
/** Probability of showing the "please allow ads" message when ads are blocked. */
export const AD_BLOCKED_MESSAGE_PROBABILITY = 0.2;
/** Probability of the inline shape; the image shape gets the rest (0.2). */
export const AD_SHAPE_INLINE_PROBABILITY = 0.8;
/** Size of an advert image, in CSS pixels. */
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;
/** Reserved height of the block below the `sm` breakpoint, in CSS pixels. */
export const AD_MIN_HEIGHT_XS = 142;
/** Reserved height of the block from the `sm` breakpoint (600 px) up, in CSS pixels. */
export const AD_MIN_HEIGHT_SM = 126;
/** Margin above and below the block, in theme spacing units (8 px each). */
export const AD_MARGIN_SPACING = 3;
/** External ad feed: at most this many retries when no entry qualifies. */
export const AD_FEED_MAX_RETRIES = 10;
/** External ad feed: a request that takes longer than this is abandoned, in milliseconds. */
export const AD_FEED_TIMEOUT_MS = 5000;
/** Id of the element the ad-network script fills. */
export const AD_PLACEMENT_ELEMENT_ID = 'ad-network-placement';
/** Placeholder in impression pixel URLs replaced by the current time. */
export const PIXEL_TIMESTAMP_PLACEHOLDER = '[timestamp]';
/** Separator between impression pixel URLs. */
export const PIXEL_SEPARATOR = '||';
/** Share of advert displays sent to analytics, unless the ad config says otherwise (SPEC §7, §9). */
export const DEFAULT_AD_DISPLAY_RATIO = 0.1;
