/**
 * The attribute that lists the Emotion rules of a server-rendered style tag once the build has handed it over to the
 * client cache (scripts/html/emotion-style-order.ts, src/theme/emotion-cache.ts). Its own module, so the static-page
 * script can find those tags without loading Emotion.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-emotion-prerendered';
