import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CopyButton } from './copy-button';
import { useCopy } from './use-copy';

/** Reads `title="…"` from a fenced block's meta string. */
export function titleFromMeta(meta: string | undefined): string | undefined {
  return meta ? /title="([^"]*)"/.exec(meta)?.[1] : undefined;
}

/**
 * A block of code with a copy button. While the block is hovered or focused, Ctrl+C / ⌘C without a
 * text selection copies the whole block.
 */
export function CodeBlock({
  code,
  language,
  title,
  children,
}: {
  code: string;
  language?: string;
  title?: string;
  children?: ReactNode;
}) {
  const { copied, copy } = useCopy();
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const selection = window.getSelection()?.toString() ?? '';
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c' && selection === '') {
        event.preventDefault();
        void copy(code, 'keyboard');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, code, copy]);

  return (
    <Box
      ref={ref}
      data-slot="code-block"
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(ref.current?.contains(document.activeElement) ?? false)}
      onFocus={() => setActive(true)}
      onBlur={(event) => setActive(ref.current?.contains(event.relatedTarget as Node | null) ?? false)}
      sx={{
        position: 'relative',
        my: 2,
        borderRadius: 1,
        bgcolor: 'hsl(210, 14%, 9%)',
        color: 'grey.100',
        border: 1,
        borderColor: 'grey.800',
        overflow: 'hidden',
      }}
      dir="ltr"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1.5,
          minHeight: 36,
          borderBottom: title ? 1 : 0,
          borderColor: 'grey.800',
        }}
      >
        <Box component="span" sx={{ fontSize: 12, color: 'grey.400', fontFamily: 'monospace' }}>
          {title ?? language ?? ''}
        </Box>
        <CopyButton copied={copied} onCopy={() => void copy(code)} />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        sx={{
          m: 0,
          px: 2,
          pb: 2,
          pt: title ? 1.5 : 0,
          overflow: 'auto',
          maxHeight: 560,
          fontSize: 13,
          lineHeight: 1.6,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: -2 },
        }}
      >
        <code>{children ?? code}</code>
      </Box>
    </Box>
  );
}
