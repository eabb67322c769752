/** What a fenced block's meta string says: ```tsx {1,3-4} title="App.tsx" */
export interface CodeMeta {
  /** Shown above the code instead of the language. */
  title?: string;
  /** 1-based line numbers to emphasise, in ascending order. */
  highlightLines: number[];
}

/** Upper bound on a line range, so `{1-999999}` in a typo cannot allocate a huge array. */
const MAX_HIGHLIGHT_LINE = 10_000;

/** Reads `title="…"` and `{1,3-4}` from a fenced block's meta string. Unknown parts are ignored. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  if (!meta) return { highlightLines: [] };
  const title = /title="([^"]*)"/.exec(meta)?.[1];
  const withoutTitle = meta.replace(/title="[^"]*"/, '');
  const lines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(withoutTitle)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const start = Number(match[1]);
    const end = Math.min(Number(match[2] ?? match[1]), MAX_HIGHLIGHT_LINE);
    for (let line = start; line <= end; line += 1) if (line > 0) lines.add(line);
  }
  return { ...(title !== undefined ? { title } : {}), highlightLines: [...lines].sort((a, b) => a - b) };
}
