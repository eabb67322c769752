import { createHash } from 'node:crypto';

/** The text of every inline `<script>` (no `src`) in an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** The base64 SHA-256 of a script's text, as CSP `'sha256-…'` sources expect. */
export function scriptHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Adds (or replaces) the page's `<meta http-equiv="Content-Security-Policy">`, right after `<meta charset>`. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(withoutOld);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${withoutOld.slice(0, end)}${meta}${withoutOld.slice(end)}`;
  }
  const head = /<head[^>]*>/i.exec(withoutOld);
  if (!head) throw new Error('no <head> element to put the Content-Security-Policy in');
  const end = head.index + head[0].length;
  return `${withoutOld.slice(0, end)}${meta}${withoutOld.slice(end)}`;
}
