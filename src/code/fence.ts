import { isValidElement, type ReactNode } from 'react';
import { titleFromMeta } from './code-block';

/** A fenced code block as MDX hands it to `pre`: its text, language and title. */
export interface Fence {
  code: string;
  language?: string;
  title?: string;
}

/** Reads the `<code>` child MDX puts inside `<pre>`. */
export function readFence(children: ReactNode): Fence {
  if (!isValidElement<{ className?: string; children?: ReactNode; 'data-meta'?: string }>(children)) {
    return { code: typeof children === 'string' ? children : '' };
  }
  const { className, children: text, 'data-meta': meta } = children.props;
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  const title = titleFromMeta(meta);
  return {
    code: String(text ?? '').replace(/\n$/, ''),
    ...(language ? { language } : {}),
    ...(title ? { title } : {}),
  };
}
