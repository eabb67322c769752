import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useInnerHtml } from '../shell/use-inner-html';
import { attachCodeBlock } from './code-block-behaviour';
import { textOfHtml } from './code-text';
import { codeColorsSx, codeTokensSx } from './code-theme';
import { CopyButton, copyButtonSx } from './copy-button';

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  /** The plain text: what the copy button and Ctrl+C copy. */
  code: string;
  /** Highlighted lines made at build time; without it the plain text is shown. */
  html?: string;
  /** Fence language, shown when there is no title. */
  language?: string;
  /** File name or caption shown in the header. */
  title?: string;
  /** Replaces the title in the header (a demo's file tabs). */
  header?: ReactNode;
  /** Id of the scrolling `<pre>`, for `aria-controls`. */
  preId?: string;
  /**
   * An editor laid over the code (a demo's live editor); the code under it keeps its highlighting. `null` for an editor
   * still to come (the browser adds it after hydrating): the code is laid out for it already, so its arrival adds one
   * element instead of replacing the code, which would parse the highlighted lines again.
   */
  editor?: ReactNode;
  /**
   * Styles for the editor, on the element that holds it. They are written with the prerendered block, before the
   * editor exists, so its arrival inserts no style rule (each inserted rule lays out the whole page again).
   */
  editorSx?: SxProps<Theme>;
}

/**
 * A block of code with a copy button. While the block is hovered or focused, Ctrl+C / ⌘C without a
 * text selection of the reader's own copies the whole block. Code stays left-to-right on RTL pages.
 *
 * The copy behaviour is `attachCodeBlock` (`code-block-behaviour.ts`), which reads the code from this markup: the
 * same function makes the prerendered block work on a static page, where React never runs.
 */
export function CodeBlock({ code, html, language, title, header, preId, editor, editorSx }: CodeBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? attachCodeBlock(ref.current) : undefined), []);
  // The copy reads the shown `<code>`'s text; only when that would not be `code` does the block carry it.
  const differs = useMemo(() => html !== undefined && textOfHtml(html) !== code, [html, code]);
  // The line count sizes the code while the browser skips it off screen (see `codeTokensSx`).
  const lines = { '--code-lines': code.replace(/\n$/, '').split('\n').length } as CSSProperties;
  // Each demo's block renders again once its editor arrives: its highlighted lines must not be parsed again.
  const inner = useInnerHtml(html);
  const text = inner ? <code style={lines} dangerouslySetInnerHTML={inner} /> : <code style={lines}>{code}</code>;

  return (
    <Box
      ref={ref}
      data-slot="code-block"
      data-code={differs ? code : undefined}
      sx={[codeColorsSx, copyButtonSx, { position: 'relative', my: 2, borderRadius: 1, border: 1, overflow: 'hidden' }]}
      dir="ltr"
    >
      <Box
        data-slot="code-header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 1.5,
          minHeight: 36,
          borderBottom: title || header ? 1 : 0,
          borderColor: 'var(--code-border)',
        }}
      >
        {header ?? (
          <Box component="span" sx={{ fontSize: 12, color: 'var(--code-muted)', fontFamily: 'monospace' }}>
            {title ?? language ?? ''}
          </Box>
        )}
        <CopyButton />
      </Box>
      <Box
        component="pre"
        id={preId}
        tabIndex={editor ? undefined : 0}
        data-slot="code-content"
        sx={[
          codeTokensSx,
          {
            m: 0,
            px: 2,
            pb: 2,
            pt: title || header ? 1.5 : 0,
            overflow: 'auto',
            maxHeight: 560,
            fontSize: 13,
            lineHeight: 1.6,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          },
        ]}
      >
        {editor !== undefined ? (
          <Box
            component="span"
            sx={[
              { position: 'relative', display: 'inline-block', minWidth: '100%' },
              ...(Array.isArray(editorSx) ? editorSx : [editorSx ?? false]),
            ]}
          >
            {text}
            {editor}
          </Box>
        ) : (
          text
        )}
      </Box>
    </Box>
  );
}
