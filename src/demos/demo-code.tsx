import { styled } from '@mui/material/styles';
import { startTransition, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CodeBlock } from '../code/code-block';
import { tabKeyTarget } from '../code/code-tabs-behaviour';
import { useTranslations } from '../config/docs-context';
import type { CodeVariant } from '../config/preferences/preference-rules';
import type { DemoFile } from './demo-types';
import { LiveEditor, liveEditorSx, type LiveEditorProps } from './live-editor';

/** A demo file's name as shown: `name.tsx` / `name.ts` for TS, `name.js` for JS (SPEC §4 hashes). */
export function displayFileName(file: DemoFile, variant: CodeVariant): string {
  return `${file.name}.${variant === 'TS' ? (file.jsx ? 'tsx' : 'ts') : 'js'}`;
}

/** Editors still to be made, in the order their demos mounted, and the one whose turn it is. */
const waitingEditors: (() => void)[] = [];
let editorsTurn: (() => void) | null = null;

function makeNextEditor() {
  editorsTurn = waitingEditors.shift() ?? null;
  const turn = editorsTurn;
  if (turn) setTimeout(() => startTransition(turn));
}

/**
 * False on the server, while the page hydrates and in a block's first render, true after: the editor exists only in
 * the browser. Not read from a "page hydrated" flag: a block in a Suspense boundary can hydrate after the page has.
 * The editors of a page arrive one at a time, each in a task of its own once the one before is in the page: a page of
 * 27 demos made them all in one commit of 150 ms with Lighthouse's slowed CPU, a task that blocks the reader's input.
 */
function useEditorReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const turn = () => setReady(true);
    waitingEditors.push(turn);
    if (editorsTurn === null) makeNextEditor();
    return () => {
      // Runs once this editor is in the page (`ready` changed), or when the demo goes away before it.
      const waiting = waitingEditors.indexOf(turn);
      if (waiting !== -1) waitingEditors.splice(waiting, 1);
      else if (editorsTurn === turn) makeNextEditor();
    };
  }, [ready]);
  return ready;
}

/**
 * The file tabs above a demo's code: plain tabs (ARIA tabs pattern) in the code block's colours. On a phone they wrap
 * onto more lines rather than scroll under the Copy button, so every file name is whole.
 */
const FileTabs = styled('div')(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    minWidth: 0,
    minHeight: 36,
    '& [role="tab"]': {
      minWidth: 0,
      overflowWrap: 'anywhere',
      textAlign: 'start',
      minHeight: 36,
      margin: 0,
      padding: '4px 12px',
      border: 0,
      background: 'none',
      cursor: 'pointer',
      fontFamily: 'monospace',
      fontSize: 12,
      color: 'var(--code-muted)',
      '&[aria-selected="true"]': {
        color: 'var(--code-foreground)',
        boxShadow: `inset 0 -2px 0 ${vars.palette.primary.main}`,
      },
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: -2 },
    },
  };
});

/** Props of {@link DemoCode}. */
export interface DemoCodeProps {
  files: DemoFile[];
  variant: CodeVariant;
  selected: number;
  onSelect: (index: number) => void;
  /** The reader's edit of the demo's own file (the first), or null while it is unedited. */
  edited?: string | null;
  /** Makes the demo's own file editable: called with each edit. */
  onEdit?: (code: string) => void;
  /** Id of the line that says how to leave the code editor with the keyboard. */
  keysHintId?: string;
  /** The type checker's findings about the edit. */
  diagnostics?: LiveEditorProps['diagnostics'];
}

/** The demo's source in the chosen language: one tab per file when it imports files of its own. */
export function DemoCode({
  files,
  variant,
  selected,
  onSelect,
  edited = null,
  onEdit,
  keysHintId = '',
  diagnostics,
}: DemoCodeProps) {
  const t = useTranslations();
  const id = useId();
  // The editor exists only in the browser: the prerendered HTML holds the code once, highlighted.
  const editorReady = useEditorReady();
  const index = Math.min(selected, files.length - 1);
  const file = files[index];
  if (!file) return null;
  const source = variant === 'TS' ? file.ts : file.js;
  const hostsEditor = index === 0 && onEdit !== undefined;
  const editable = editorReady && hostsEditor;
  const code = editable && edited !== null ? edited : source.code;
  const preId = `${id}-code`;
  const onTabKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = tabKeyTarget(event.key, index, files.length, document.documentElement.dir === 'rtl');
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const header =
    files.length > 1 ? (
      <FileTabs role="tablist" aria-label={t.demoFiles} onKeyDown={onTabKeyDown}>
        {files.map((item, tabIndex) => (
          <button
            key={item.name}
            type="button"
            role="tab"
            id={`${id}-tab-${tabIndex}`}
            aria-controls={preId}
            aria-selected={tabIndex === index}
            tabIndex={tabIndex === index ? 0 : -1}
            onClick={() => onSelect(tabIndex)}
            data-slot="demo-file-tab"
          >
            {displayFileName(item, variant)}
          </button>
        ))}
      </FileTabs>
    ) : undefined;
  // On the server and while hydrating, the first file's block is laid out for the editor it gets in the browser.
  const editor = !hostsEditor ? undefined : editable ? (
    <LiveEditor
      value={code}
      onChange={onEdit}
      label={`${t.editDemo}: ${displayFileName(file, variant)}`}
      edited={edited !== null}
      typescript={variant === 'TS'}
      keysHintId={keysHintId}
      diagnostics={diagnostics}
    />
  ) : null;
  return (
    <CodeBlock
      code={code}
      html={code === source.code ? source.html : undefined}
      editor={editor}
      editorSx={hostsEditor ? liveEditorSx : undefined}
      title={displayFileName(file, variant)}
      header={header}
      preId={preId}
      language={variant === 'TS' ? 'tsx' : 'jsx'}
    />
  );
}
