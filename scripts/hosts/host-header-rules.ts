/**
 * How Netlify and Cloudflare Pages read a `_headers` file, as their documentation states it, written apart from
 * scripts/headers/headers-file.ts (which our own server uses) so a unit test can hold the generated file to each host's
 * reading. Netlify's CLI could not be run here (see docs/deployment.md, "Hosts"), so this is its check.
 *
 * - Both: a line starting with `/` opens a rule for that path pattern, indented `Name: value` lines below it are its
 *   headers, `#` starts a comment; `*` matches any rest of the path (a "splat"), `:name` one path segment.
 * - Netlify: every matching rule applies, in file order; a header set again by a later matching rule replaces the
 *   earlier value; a header repeated inside one rule is sent once, its values joined with ", ".
 * - Cloudflare Pages: every matching rule applies, and a header set by more than one of them is sent once with all
 *   the values joined with ", " (so two Content-Security-Policy rules make one header holding two policies).
 */

/** A rule as a host reads it: its path pattern and its header lines in order, repeats kept. */
export interface HostRule {
  pattern: string;
  lines: [name: string, value: string][];
}

/** Reads `_headers` text as the hosts document it; a line they would reject is an error naming its line number. */
export function readHeadersAsHost(text: string): HostRule[] {
  const rules: HostRule[] = [];
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (line.startsWith('/')) {
      rules.push({ pattern: trimmed, lines: [] });
      return;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!/^\s/.test(line) || !rule || colon <= 0) {
      throw new Error(`_headers:${index + 1}: "${trimmed}" is neither a path, an indented header nor a comment.`);
    }
    rule.lines.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

/** Whether a host's rule pattern matches a request path. */
export function hostPatternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

/** Header names compare without case; the result keys on the first spelling met. */
function add(headers: Map<string, string>, name: string, value: string, join: boolean): void {
  const key = [...headers.keys()].find((existing) => existing.toLowerCase() === name.toLowerCase()) ?? name;
  const before = headers.get(key);
  headers.set(key, join && before !== undefined ? `${before}, ${value}` : value);
}

/** The headers Netlify sends for a path. */
export function netlifyHeaders(rules: HostRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules.filter((candidate) => hostPatternMatches(candidate.pattern, path))) {
    const own = new Map<string, string>();
    for (const [name, value] of rule.lines) add(own, name, value, true);
    for (const [name, value] of own) add(headers, name, value, false);
  }
  return headers;
}

/** The headers Cloudflare Pages sends for a path. */
export function cloudflareHeaders(rules: HostRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules.filter((candidate) => hostPatternMatches(candidate.pattern, path))) {
    for (const [name, value] of rule.lines) add(headers, name, value, true);
  }
  return headers;
}
