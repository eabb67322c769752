import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { jsxLanguage, tsxLanguage } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorSelection, EditorState } from '@codemirror/state';
import { lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TypeDiagnostic } from './type-check/type-checker';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  value: string;
  /** The text it starts with: `value`, or newer (what the reader typed while the editor loaded). */
  initialValue: string;
  label: string;
  /** Where the caret (or selection) starts, in characters: where the reader was typing before the editor loaded. */
  selection: { anchor: number; head: number };
  /** TypeScript or JavaScript, both with JSX. */
  typescript: boolean;
  onChange: (value: string) => void;
  /** Id of the text that tells how to leave the editor with the keyboard. */
  describedBy: string;
  /** The type checker's findings and the text they are about (src/demos/use-type-check.ts). */
  diagnostics?: { code: string; items: readonly TypeDiagnostic[] };
}

/** The checker's findings as CodeMirror diagnostics: underlined, their message shown on hover and in the lint panel. */
function toDiagnostics(items: readonly TypeDiagnostic[], length: number): Diagnostic[] {
  return items.map((item) => {
    const from = Math.min(item.from, length);
    return {
      from,
      to: Math.min(Math.max(item.to, from), length),
      severity: 'error',
      source: `TypeScript TS${item.code}`,
      message: item.message,
    };
  });
}

/** The site's token colours (src/code/code-theme.ts) for the parser's tags, so edited code reads like shown code. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.controlKeyword], color: 'var(--code-keyword)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--code-string)' },
  { tag: tags.comment, color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--code-function)' },
  {
    tag: [tags.typeName, tags.className, tags.number, tags.bool, tags.null, tags.tagName, tags.atom],
    color: 'var(--code-constant)',
  },
  { tag: [tags.definition(tags.variableName), tags.attributeName], color: 'var(--code-parameter)' },
  { tag: [tags.punctuation, tags.bracket, tags.angleBracket, tags.operator], color: 'var(--code-punctuation)' },
]);

/** Lays the editor exactly over the code block's text: same font, no padding of its own, the block's colours. */
const blockTheme = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'var(--code-background)', color: 'var(--code-foreground)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', overflow: 'visible' },
  '.cm-content': { padding: 0, caretColor: 'var(--code-foreground)' },
  '.cm-line': { padding: 0 },
  '.cm-cursor': { borderLeftColor: 'var(--code-foreground)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'var(--code-highlight)' },
  '.cm-matchingBracket': { outline: '1px solid var(--code-muted)', backgroundColor: 'transparent' },
});

/**
 * The demo's code editor (CodeMirror 6), loaded when a reader first changes the code: TypeScript/JSX highlighting in
 * the site's code colours, indentation (Tab indents; Escape then Tab leaves, as the hint under the code says), bracket
 * matching and undo. It reports every change; a new `value` from outside (Reset) replaces its text.
 */
export default function CodeEditor({
  value,
  initialValue,
  label,
  selection,
  typescript,
  onChange,
  describedBy,
  diagnostics,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  // Created in the commit that removes the textarea, so the reader's next keystroke already lands in the editor.
  useLayoutEffect(() => {
    if (!host.current) return undefined;
    const length = initialValue.length;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialValue,
        selection: EditorSelection.single(Math.min(selection.anchor, length), Math.min(selection.head, length)),
        extensions: [
          history(),
          indentOnInput(),
          bracketMatching(),
          typescript ? tsxLanguage : jsxLanguage,
          syntaxHighlighting(highlightStyle),
          keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap, indentWithTab]),
          blockTheme,
          // The shown code's tab width (the browser's 8), not the editor's 4: a tab must not move the text.
          EditorState.tabSize.of(8),
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-describedby': describedBy,
            'data-slot': 'live-editor',
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    created.focus();
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Only a value that changes after the editor exists comes from outside (Reset); the first one may lag behind it.
  const seen = useRef(value);
  useEffect(() => {
    const current = view.current;
    if (value === seen.current) return;
    seen.current = value;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  // Findings about the text as it is now are shown; those about an older text wait for the next check (the ones shown
  // follow the reader's changes meanwhile).
  useEffect(() => {
    const current = view.current;
    if (!current || !diagnostics || current.state.doc.toString() !== diagnostics.code) return;
    current.dispatch(setDiagnostics(current.state, toDiagnostics(diagnostics.items, current.state.doc.length)));
  }, [diagnostics]);

  return <div ref={host} data-slot="code-editor" style={{ position: 'absolute', inset: 0 }} />;
}
