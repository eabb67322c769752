import { isValidElement, type ReactNode } from 'react';
import { parseCodeMeta } from './code-meta';

/** A fenced code block as MDX hands it to `pre`: its text, highlighted HTML, language and title. */
export interface Fence {
  code: string;
  /** Highlighted lines, made at build time by `scripts/code/rehype-highlight.ts`. */
  html?: string;
  language?: string;
  title?: string;
}

type CodeProps = { className?: string; children?: ReactNode; 'data-meta'?: string; 'data-html'?: string };

/** Reads the `<code>` child MDX puts inside `<pre>`. */
export function readFence(children: ReactNode): Fence {
  if (!isValidElement<CodeProps>(children)) {
    return { code: typeof children === 'string' ? children : '' };
  }
  const { className, children: text, 'data-meta': meta, 'data-html': html } = children.props;
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  const { title } = parseCodeMeta(meta);
  return {
    code: String(text ?? '').replace(/\n$/, ''),
    ...(html !== undefined ? { html } : {}),
    ...(language ? { language } : {}),
    ...(title !== undefined ? { title } : {}),
  };
}
