import Box from '@mui/material/Box';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOverflowing } from './use-overflowing';
import { useCopy } from '../code/use-copy';
import { useTranslations } from '../config/docs-context';
import type { CodeStyling } from '../config/preferences/preference-rules';
import { usePreferences } from '../config/preferences/preferences-context';
import type { DemoScope } from './compile-demo';
import { copyFilesOf, demoCopyText } from './copy/inline-demo';
import { DemoCode } from './demo-code';
import { DemoErrorBoundary } from './demo-error-boundary';
import { createDemoGate, type DemoLoader } from './demo-gate';
import { DemoToolbar } from './demo-toolbar';
import type { DemoData, DemoHighlighting, DemoHighlightingLoader, DemoVariant } from './demo-types';
import { DeferredDemo, readServerHtml, useOpenWhenNear } from './deferred-demo';
import { skeletonOf } from './demo-picture';
import { HydrateWhenNear } from './hydrate-when-near';
import { createSandboxProject } from './sandbox/create-sandbox-project';
import { openSandbox, type SandboxTarget } from './sandbox/sandbox-targets';
import { TypeCheckStatus } from './type-check-status';
import { useCarriedEdit } from './use-carried-edit';
import { useLiveDemo } from './use-live-demo';
import { useTypeCheck } from './use-type-check';

/** Props `scripts/remark-demos.ts` gives `<Demo name="…" />`. */
export interface DemoProps {
  name: string;
  /** Loads the live component of each styling the demo has files for (one chunk each). */
  loaders?: Partial<Record<CodeStyling, DemoLoader>>;
  /** Per styling, the modules the demo's own file imports, offered to the live editor. */
  scopes?: Partial<Record<CodeStyling, DemoScope>>;
  /** Sources, JS twins and sandbox packages, made at build time. */
  data?: DemoData;
  /** The demo's highlighted code, loaded when a version the page does not show is needed. */
  highlighting?: DemoHighlightingLoader;
  /** The highlighted code itself, on the server (which prerenders it). */
  prerenderHighlighting?: DemoHighlighting;
}

/** What a prerendered page shows of a demo's code: its first styling's first file, in TS. */
interface PrerenderedCode {
  html: string;
  /** The source text (the page's module does not carry it): the block's `data-code`, or the text of its lines. */
  text: string;
}

/** The code a prerendered page shows for a demo, read before hydration; undefined on the server and after a client-side navigation. */
function readPrerenderedCode(name: string): PrerenderedCode | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document
    .getElementById(`demo-${name}`)
    ?.querySelector<HTMLElement>('[data-slot="demo-code"] [data-slot="code-block"]');
  const code = block?.querySelector('code');
  if (!block || !code) return undefined;
  return { html: code.innerHTML, text: block.dataset.code ?? code.textContent ?? '' };
}

/** The variant with each file's source and highlighting filled in: from the demo's highlighting, or what the page shows. */
function withHighlighting(
  variant: DemoVariant,
  isFirst: boolean,
  highlighting: DemoHighlighting | null,
  prerendered: PrerenderedCode | undefined,
): DemoVariant {
  const lines = highlighting?.[variant.styling];
  return {
    ...variant,
    files: variant.files.map((file, index) => {
      const shownFirst = isFirst && index === 0 ? prerendered : undefined;
      return {
        ...file,
        ts: {
          code: file.ts.code || (lines?.[index]?.tsCode ?? shownFirst?.text ?? ''),
          html: lines?.[index]?.ts ?? shownFirst?.html,
        },
        js: { code: file.js.code || (lines?.[index]?.jsCode ?? ''), html: lines?.[index]?.js },
      };
    }),
  };
}

const NO_FILES: DemoVariant['files'] = [];

/** The variant with the reader's edit of its first file in place (what copy and sandboxes send). */
function withEdit(variant: DemoVariant, language: 'TS' | 'JS', code: string | null): DemoVariant {
  const [first, ...rest] = variant.files;
  if (code === null || !first) return variant;
  const edited = language === 'TS' ? { ts: { ...first.ts, code } } : { js: { ...first.js, code } };
  return { ...variant, files: [{ ...first, ...edited }, ...rest] };
}

/**
 * A live demo: the component rendered from the same file whose source is shown below it. The
 * component loads when the demo nears the viewport; the shown source is editable and re-renders
 * the demo as the reader types.
 */
export function Demo({ name, loaders, scopes, data, highlighting, prerenderHighlighting }: DemoProps) {
  const t = useTranslations();
  const { codeVariant, codeStyling } = usePreferences();
  const [showCode, setShowCode] = useState(true);
  const [resetKey, setResetKey] = useState(0);
  const [selectedFile, setSelectedFile] = useState(0);
  const [loadedHighlighting, setLoadedHighlighting] = useState(prerenderHighlighting ?? null);
  const [prerendered] = useState(() => readPrerenderedCode(name));
  const [gate] = useState(createDemoGate);
  const [serverHtml] = useState(() => readServerHtml(name));
  const { copied, copy } = useCopy();
  const preview = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(preview);
  useOpenWhenNear(gate, preview, name);

  const chosen = data?.variants.find((item) => item.styling === codeStyling) ?? data?.variants[0];
  const variant = chosen && withHighlighting(chosen, chosen === data?.variants[0], loadedHighlighting, prerendered);
  const styling = variant?.styling ?? 'system';
  // Another styling, language or file than the prerendered one, or no prerendered page: the highlighting loads (once),
  // and the code is plain text until then.
  const shownFile = variant?.files[Math.min(selectedFile, variant.files.length - 1)];
  const unhighlighted =
    shownFile !== undefined && (codeVariant === 'TS' ? shownFile.ts : shownFile.js).html === undefined;
  // The page's module holds only the code it shows first: the rest (JS twins, helper files) comes with the
  // highlighting, fetched as soon as the reader comes near the demo, before they could copy or open a sandbox.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!(unhighlighted || wanted) || !highlighting || loadedHighlighting) return undefined;
    let current = true;
    highlighting().then(
      (module) => current && setLoadedHighlighting(module.default),
      () => undefined, // offline without the chunk: the code stays plain text
    );
    return () => {
      current = false;
    };
  }, [unhighlighted, wanted, highlighting, loadedHighlighting]);
  const live = useLiveDemo(codeVariant, scopes?.[styling] ?? {});
  const { reset: resetLive } = live;
  useCarriedEdit(live, codeVariant, styling);
  const reset = useCallback(() => {
    resetLive();
    setResetKey((key) => key + 1);
  }, [resetLive]);

  const typeCheck = useTypeCheck(name, live.code, codeVariant, variant?.files ?? NO_FILES);
  const diagnostics = useMemo(
    () => (typeCheck?.state === 'done' ? { code: typeCheck.code, items: typeCheck.diagnostics } : undefined),
    [typeCheck],
  );

  const loader = loaders?.[styling];
  if (!data || !variant || !loader) return null;
  const shown = withEdit(variant, codeVariant, live.code);
  const file = shown.files[Math.min(selectedFile, shown.files.length - 1)];
  const codeId = `demo-${name}-code`;
  const codeOf = (item: DemoVariant['files'][number]) => (codeVariant === 'TS' ? item.ts : item.js).code;
  const LiveComponent = live.component;

  return (
    <Box
      component="section"
      id={`demo-${name}`}
      aria-label={`${t.demo}: ${name}`}
      data-slot="demo"
      onPointerEnter={want}
      onFocus={want}
      sx={{ my: 3 }}
    >
      <Box
        ref={preview}
        // Focusable by Tab only while the demo is larger than its box, so keyboard users can scroll it.
        tabIndex={overflowing ? 0 : -1}
        {...(overflowing ? { role: 'region', 'aria-label': `${t.demo}: ${name} (${t.scrollable})` } : {})}
        data-slot="demo-preview"
        sx={{
          p: { xs: 2, sm: 3 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0,
          overflow: 'auto',
          // The demo's containing block, in a stacking context of its own: what a demo places absolutely (the
          // packages' licence watermark, centred on its nearest positioned box) stays inside it, under the header.
          position: 'relative',
          isolation: 'isolate',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <DemoErrorBoundary
          key={`${resetKey}-${live.revision}`}
          message={t.demoError}
          resetLabel={t.resetDemo}
          onReset={reset}
          onError={LiveComponent ? live.reportRuntimeError : undefined}
        >
          {LiveComponent ? (
            <LiveComponent />
          ) : (
            <DeferredDemo
              name={name}
              gate={gate}
              variantKey={styling}
              loader={loader}
              skeleton={skeletonOf(scopes?.[styling])}
              serverHtml={serverHtml}
            />
          )}
        </DemoErrorBoundary>
      </Box>
      <Box sx={{ border: 1, borderTop: 0, borderColor: 'divider' }}>
        <DemoToolbar
          name={name}
          codeId={codeId}
          showCode={showCode}
          onToggleCode={() => setShowCode(!showCode)}
          stylings={data.variants.map((item) => item.styling)}
          styling={styling}
          copied={copied}
          onCopy={() => {
            if (!file) return;
            // A helper's tab copies that file; the demo's copies the demo with its helpers written in, so it runs pasted.
            if (file !== shown.files[0]) return void copy(codeOf(file));
            const missing = shown.files.some((item) => !codeOf(item));
            if (!missing || !highlighting || !chosen) return void copy(demoCopyText(copyFilesOf(shown, codeVariant)));
            // The helpers' code comes with the highlighting: wait for it.
            void highlighting().then((module) => {
              const full = withHighlighting(chosen, chosen === data.variants[0], module.default, prerendered);
              return copy(demoCopyText(copyFilesOf(withEdit(full, codeVariant, live.code), codeVariant)));
            });
          }}
          onReset={reset}
          onResetFocus={() => preview.current?.focus()}
          onOpenSandbox={(target: SandboxTarget) => {
            // Code the page's module leaves out (JS twins, helper files) comes with the highlighting: wait for it.
            const missing = shown.files.some((item) => !item.ts.code || !item.js.code);
            if (!missing || !highlighting || !chosen) {
              void openSandbox(target, createSandboxProject(name, shown, codeVariant));
              return;
            }
            void highlighting().then((module) => {
              const full = withHighlighting(chosen, chosen === data.variants[0], module.default, prerendered);
              return openSandbox(
                target,
                createSandboxProject(name, withEdit(full, codeVariant, live.code), codeVariant),
              );
            });
          }}
        />
      </Box>
      <Box
        id={codeId}
        hidden={!showCode}
        data-slot="demo-code"
        sx={{ '& > [data-slot=code-block]': { mt: 0, borderTopLeftRadius: 0, borderTopRightRadius: 0 } }}
      >
        <DemoCode
          files={variant.files}
          variant={codeVariant}
          selected={selectedFile}
          onSelect={setSelectedFile}
          edited={live.code}
          onEdit={live.edit}
          keysHintId={`${codeId}-keys`}
          diagnostics={diagnostics}
        />
        <Box
          aria-live="polite"
          data-slot="live-status"
          sx={{
            fontSize: 13,
            '&:empty': { p: 0, border: 0 },
            px: 2,
            py: 1,
            border: 1,
            borderTop: 0,
            borderColor: 'divider',
          }}
        >
          {live.error ? (
            <Box role="alert" data-slot="live-error" sx={{ color: 'error.main' }}>
              <strong>{t.liveError}:</strong>{' '}
              <Box component="code" sx={{ whiteSpace: 'pre-wrap' }}>
                {live.error}
              </Box>
            </Box>
          ) : live.code !== null ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t.liveEdited}
            </Box>
          ) : null}
        </Box>
        <TypeCheckStatus result={typeCheck} language={codeVariant} />
        <Box
          id={`${codeId}-keys`}
          data-slot="editor-keys"
          hidden={live.code === null}
          sx={{ fontSize: 13, px: 2, py: 1, border: 1, borderTop: 0, borderColor: 'divider', color: 'text.secondary' }}
        >
          {t.editorKeys}
        </Box>
      </Box>
    </Box>
  );
}

/** What a page module gives each of its demos (`demoProps`, written by scripts/remark-demos.ts). */
export type PageDemoProps = Omit<DemoProps, 'name' | 'prerenderHighlighting'>;

/**
 * A demo as a page shows it: prerendered in its own container, and hydrated only once the reader needs it
 * (`hydrate-when-near.tsx`). The container is what the island host hydrates as a React root of its own on a static page
 * (src/static-page/islands/demo-islands.tsx, issue 48), once pages with demos are static too.
 */
export function PageDemo(props: DemoProps) {
  return (
    <div data-slot="demo-island" data-demo={props.name} style={{ display: 'contents' }}>
      <HydrateWhenNear name={props.name}>
        <Demo {...props} />
      </HydrateWhenNear>
    </div>
  );
}
