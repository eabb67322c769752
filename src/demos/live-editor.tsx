import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, useState, type ComponentType } from 'react';
import type { CodeEditorProps } from './code-editor';

/** Loaded when a reader first changes a demo's code (./code-editor.tsx); every later demo reuses the chunk. */
const loadCodeEditor = () => import('./code-editor');

/**
 * The textarea's look, given to the block that holds it (`CodeBlock`'s `editorSx`). The block is prerendered, so these
 * rules are in the page before any editor exists: an editor arriving after hydration inserts no style rule, and a
 * rule inserted into the page's layered stylesheets makes Chromium lay out the whole page again.
 */
export const liveEditorSx: SxProps<Theme> = {
  '& > textarea[data-slot="live-editor"]': {
    position: 'absolute',
    inset: 0,
    // Like the code under it (see `codeTokensSx`): off screen, its text is not laid out. A page of 27 demos
    // otherwise laid out every demo's source twice when the editors arrived.
    contentVisibility: 'auto',
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
  },
};

/** Props of {@link LiveEditor}. */
export interface LiveEditorProps {
  value: string;
  label: string;
  onChange: (value: string) => void;
  /** Whether the shown code is the reader's edit (false again after Reset or a switch of language or styling). */
  edited: boolean;
  /** TypeScript or JavaScript code. */
  typescript: boolean;
  /** Id of the visible line that says how to leave the code editor with the keyboard. */
  keysHintId: string;
  /** The type checker's findings, shown in the code editor. */
  diagnostics?: CodeEditorProps['diagnostics'];
}

/**
 * The demo's editor. Until the reader changes something it is a plain textarea laid exactly over the highlighted code,
 * its own text transparent: the page loads no editor, and Tab moves through the page as everywhere else. The first
 * change loads the code editor (CodeMirror, ./code-editor.tsx) which takes the textarea's place with the caret where
 * it was: highlighting while typing, indentation, bracket matching, undo. Reset gives the textarea back.
 */
export function LiveEditor({ value, label, onChange, edited, typescript, keysHintId, diagnostics }: LiveEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Set once the editor's code has loaded: the editor then replaces the textarea in one commit.
  const [CodeEditor, setCodeEditor] = useState<ComponentType<CodeEditorProps> | null>(null);
  // The textarea's text and caret when the editor takes over, read from the field itself in that render: a key the
  // reader pressed while the editor loaded is in the field even if React has not seen it yet.
  const start = useRef<{ value: string; selection: { anchor: number; head: number } } | null>(null);
  const upgraded = edited && CodeEditor !== null;
  // Reset or a switch of language: the next edit starts from the textarea again, with its own caret.
  if (!upgraded) start.current = null;
  else if (start.current === null) {
    const field = textarea.current;
    start.current = {
      value: field?.value ?? value,
      selection: { anchor: field?.selectionStart ?? value.length, head: field?.selectionEnd ?? value.length },
    };
  }

  return (
    <>
      {upgraded && start.current ? (
        <CodeEditor
          value={value}
          initialValue={start.current.value}
          label={label}
          selection={start.current.selection}
          typescript={typescript}
          onChange={onChange}
          describedBy={keysHintId}
          diagnostics={diagnostics}
        />
      ) : null}
      {upgraded ? null : (
        <textarea
          ref={textarea}
          data-slot="live-editor"
          aria-label={label}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          onFocus={() => void loadCodeEditor()}
          onChange={(event) => {
            onChange((event.target as HTMLTextAreaElement).value);
            void loadCodeEditor().then((module) => setCodeEditor(() => module.default));
          }}
        />
      )}
    </>
  );
}
