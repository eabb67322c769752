/**
 * The `_headers` file format of Netlify and Cloudflare Pages: a path pattern on its own line, then its headers
 * indented (`  Name: value`); `#` starts a comment; `*` matches any rest of the path, `:name` one segment. Every
 * rule whose pattern matches a request path adds its headers. scripts/server.ts applies the same file locally.
 */

/** One path pattern and the headers it sets. */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
  /** Comment lines written above the rule. */
  comment?: string[];
}

/** Writes rules as a `_headers` file. */
export function formatHeadersFile(rules: HeaderRule[], preamble: string[] = []): string {
  const lines = preamble.map((line) => `# ${line}`);
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(...(rule.comment ?? []).map((line) => `# ${line}`), rule.pattern);
    lines.push(...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file; a header line before any pattern is an error naming its line. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: trimmed, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const colon = trimmed.indexOf(':');
    if (!rule || colon <= 0) throw new Error(`_headers:${index + 1}: expected "  Name: value" below a path pattern.`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers for a request path: every matching rule's, in file order (a later value for a name wins). */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(path)) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

/** The literal start of a pattern, before its first `*` or `:name`; the whole pattern when it has neither. */
function literalPrefix(pattern: string): { prefix: string; exact: boolean } {
  const wildcard = pattern.search(/\*|:[A-Za-z]/);
  return wildcard === -1 ? { prefix: pattern, exact: true } : { prefix: pattern.slice(0, wildcard), exact: false };
}

/** Whether some request path can match both patterns (judged by their literal starts; errs towards yes). */
function canOverlap(a: string, b: string): boolean {
  const [first, second] = [literalPrefix(a), literalPrefix(b)];
  if (first.exact && second.exact) return a === b;
  if (first.exact) return patternToRegExp(b).test(a);
  if (second.exact) return patternToRegExp(a).test(b);
  return first.prefix.startsWith(second.prefix) || second.prefix.startsWith(first.prefix);
}

/**
 * Headers that two rules able to match one path both set, as `header (pattern, pattern)`. Hosts resolve such a pair
 * differently (Netlify: the later rule wins; Cloudflare Pages: the values are joined, so two security policies are
 * both enforced), so the generated file must have none.
 */
export function overlappingHeaders(rules: HeaderRule[]): string[] {
  const found: string[] = [];
  rules.forEach((rule, index) => {
    for (const other of rules.slice(index + 1)) {
      if (!canOverlap(rule.pattern, other.pattern)) continue;
      const names = new Set(rule.headers.map(([name]) => name.toLowerCase()));
      for (const [name] of other.headers) {
        if (names.has(name.toLowerCase())) found.push(`${name} (${rule.pattern}, ${other.pattern})`);
      }
    }
  });
  return found;
}
