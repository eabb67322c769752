/** A piece of text, marked when it matched the query. */
export interface TextPart {
  text: string;
  marked: boolean;
}

function escape(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits text into marked and unmarked parts for every occurrence of any term (case-insensitive). */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0 || !text) return [{ text, marked: false }];
  const pattern = new RegExp(words.map(escape).join('|'), 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), marked: false });
    parts.push({ text: match[0], marked: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}

/** Starts a long snippet a few words before its first match, so the match is visible. */
export function focusSnippet(text: string, terms: readonly string[], lead = 40): string {
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((at) => at >= 0));
  if (!Number.isFinite(first) || first <= lead) return text;
  const from = text.lastIndexOf(' ', first - lead);
  return `…${text.slice(from < 0 ? first - lead : from + 1)}`;
}
