import { createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

/**
 * Build-time syntax highlighting. Shiki tokenises the code with a theme whose colours are CSS
 * variables; each token becomes `<span class="tk-keyword">` and the colours for light and dark
 * schemes live in `src/code/code-theme.ts`, so no highlighter ships to the browser.
 */

const THEME_NAME = 'x-docs';
const THEME = createCssVariablesTheme({ name: THEME_NAME, variablePrefix: '--tk-' });

/** Languages tokenised; any other fence language is shown as plain text. */
const LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'json', 'css', 'html', 'bash', 'diff', 'md', 'yaml'] as const;
const ALIASES: Record<string, (typeof LANGUAGES)[number]> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
  markdown: 'md',
  yml: 'yaml',
};

const highlighters = new Map<BundledLanguage, Promise<Highlighter>>();

/**
 * One highlighter per language, warmed up once: Shiki 4's first tokenisation after loading a
 * grammar can return a whole line as one keyword token (seen on `import Box from '…';` in TSX),
 * so a throwaway line is tokenised before any real code.
 */
function getHighlighter(lang: BundledLanguage): Promise<Highlighter> {
  let highlighter = highlighters.get(lang);
  if (!highlighter) {
    highlighter = createHighlighter({ themes: [THEME], langs: [lang] }).then((instance) => {
      instance.codeToTokens('import a from "b";\nconst c = 1;', { lang, theme: THEME_NAME });
      return instance;
    });
    highlighters.set(lang, highlighter);
  }
  return highlighter;
}

/** Options of {@link highlightCode}. */
export interface HighlightOptions {
  /** 1-based lines marked with `data-highlighted`. @default [] */
  highlightLines?: readonly number[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** The language Shiki knows a fence's language as, or undefined for plain text. */
export function resolveLanguage(language: string | undefined): BundledLanguage | undefined {
  if (!language) return undefined;
  const lower = language.toLowerCase();
  const known = (LANGUAGES as readonly string[]).includes(lower) ? lower : ALIASES[lower];
  return known as BundledLanguage | undefined;
}

/** Class of a token from its theme colour `var(--tk-token-keyword)` → `tk-keyword`; plain text has none. */
function tokenClass(color: string | undefined, fontStyle: number | undefined): string {
  const name = /--tk-(?:token-)?([\w-]+)/.exec(color ?? '')?.[1];
  const classes = name && name !== 'foreground' ? [`tk-${name}`] : [];
  // Shiki's FontStyle.Italic is bit 1.
  if (fontStyle !== undefined && fontStyle > 0 && (fontStyle & 1) === 1) classes.push('tk-italic');
  return classes.join(' ');
}

/** Joins neighbouring tokens of the same class, which keeps the HTML small. */
function mergeTokens(tokens: { className: string; text: string }[]): { className: string; text: string }[] {
  const merged: { className: string; text: string }[] = [];
  for (const token of tokens) {
    const last = merged[merged.length - 1];
    if (last && last.className === token.className) last.text += token.text;
    else merged.push({ ...token });
  }
  return merged;
}

/**
 * Highlights `code` as HTML: one `<span class="line">` per line (joined by newlines, so the text
 * content equals the code), tokens as classed spans. Unknown languages are escaped as plain lines.
 */
export async function highlightCode(
  code: string,
  language: string | undefined,
  options: HighlightOptions = {},
): Promise<string> {
  const marked = new Set(options.highlightLines ?? []);
  const lang = resolveLanguage(language);
  const lines = lang
    ? (await getHighlighter(lang)).codeToTokens(code, { lang, theme: THEME_NAME }).tokens.map((tokens) =>
        mergeTokens(
          tokens.map((token) => ({ className: tokenClass(token.color, token.fontStyle), text: token.content })),
        )
          .map(({ className, text }) =>
            className ? `<span class="${className}">${escapeHtml(text)}</span>` : escapeHtml(text),
          )
          .join(''),
      )
    : code.split('\n').map(escapeHtml);
  return lines
    .map((html, index) => {
      const highlighted = marked.has(index + 1) ? ' data-highlighted=""' : '';
      return `<span class="line"${highlighted}>${html}</span>`;
    })
    .join('\n');
}
