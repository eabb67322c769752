import Box from '@mui/material/Box';

/** Props of {@link LiveEditor}. */
export interface LiveEditorProps {
  value: string;
  label: string;
  onChange: (value: string) => void;
}

/**
 * A plain textarea laid exactly over the highlighted code, its own text transparent: the reader
 * sees the highlighting (or, once edited, the plain edited text drawn under it) and edits with the
 * caret, selection and keyboard of a native field. Tab leaves the field, as everywhere else.
 */
export function LiveEditor({ value, label, onChange }: LiveEditorProps) {
  return (
    <Box
      component="textarea"
      data-slot="live-editor"
      aria-label={label}
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      wrap="off"
      onChange={(event) => onChange((event.target as HTMLTextAreaElement).value)}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        m: 0,
        p: 0,
        border: 0,
        outline: 0,
        resize: 'none',
        overflow: 'hidden',
        whiteSpace: 'pre',
        overflowWrap: 'normal',
        font: 'inherit',
        letterSpacing: 'inherit',
        lineHeight: 'inherit',
        tabSize: 'inherit',
        color: 'transparent',
        bgcolor: 'transparent',
        caretColor: 'var(--code-foreground)',
        '&::selection': { bgcolor: 'var(--code-highlight)', color: 'transparent' },
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    />
  );
}
