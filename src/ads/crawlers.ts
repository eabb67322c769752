/**
 * User-agent fragments of the major search, social and SEO crawlers. They get an empty advert block: nobody reads
 * it, and an advert in a search snippet or link preview would be noise.
 */
export const CRAWLER_USER_AGENT_FRAGMENTS = [
  'googlebot',
  'google-inspectiontool',
  'adsbot-google',
  'mediapartners-google',
  'bingbot',
  'bingpreview',
  'slurp',
  'duckduckbot',
  'baiduspider',
  'yandex',
  'sogou',
  'exabot',
  'applebot',
  'petalbot',
  'seznambot',
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'slackbot',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'pinterestbot',
  'redditbot',
  'embedly',
  'ahrefsbot',
  'semrushbot',
  'mj12bot',
  'dotbot',
  'gptbot',
  'ccbot',
] as const;

/** True when the user agent belongs to a known crawler (case-insensitive). */
export function isCrawler(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  return CRAWLER_USER_AGENT_FRAGMENTS.some((fragment) => ua.includes(fragment));
}
