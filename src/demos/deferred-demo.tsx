import Box from '@mui/material/Box';
import { memo, Suspense, use, useEffect, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useInnerHtml } from '../shell/use-inner-html';
import { demosOpenAtOnce, observeNear, type DemoGate, type DemoLoader } from './demo-gate';
import { PICTURE_SX, type PictureSkeleton } from './demo-picture';
import { whenActiveOrSettled } from './reader-activity';
import { rememberedHeight, useRememberedHeight } from './remembered-size';

interface Props {
  /** The demo's name: the key of its remembered height. */
  name: string;
  gate: DemoGate;
  /** The skeleton its picture draws where the server could not render the component (`demo-picture.ts`). */
  skeleton?: PictureSkeleton;
  /** Identifies the variant within the demo (its styling). */
  variantKey: string;
  loader: DemoLoader;
  /** The demo's prerendered HTML, shown (inert) while the chunk loads if React drops the original. */
  serverHtml?: string | null;
}

/** The prerendered HTML of a demo's preview, read before hydration touches it (null on the server). */
export function readServerHtml(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const preview = document.getElementById(`demo-${name}`)?.querySelector('[data-slot="demo-preview"]');
  return (preview?.querySelector('[data-slot="demo-placeholder"]') ?? preview)?.innerHTML ?? null;
}

/** Not yet live: shown, but not focusable, not announced, not clickable. */
function Inert({ skeleton, children }: { skeleton: PictureSkeleton | undefined; children: ReactNode }) {
  return (
    <Box data-slot="demo-placeholder" data-skeleton={skeleton} inert sx={PICTURE_SX}>
      {children}
    </Box>
  );
}

function LoadedDemo({ gate, variantKey, loader }: Pick<Props, 'gate' | 'variantKey' | 'loader'>) {
  const { default: Component } = use(gate.load(variantKey, loader));
  return <Component />;
}

/**
 * The demo's live component, loaded from its own chunk only when the gate opens. Until then its boundary stays as the
 * server left it (dehydrated: no work, the prerendered HTML on screen, prerendered inert: a picture of the demo that
 * cannot be focused or used before it is live). When the gate opens, the boundary is replaced by
 * a new one (its key changes), so the live demo is rendered in the browser rather than hydrated over HTML that was
 * prerendered without the browser's data (a lazily loaded tree fetches its items once mounted); while the chunk loads,
 * the placeholder is an inert copy of the prerendered HTML, so the page does not move. After a client-side navigation
 * there is no such HTML, and a box holds the demo's room instead: the height it last had on this page during this
 * visit (Back and Forward find the page as long as they left it), or some room. Memoised on the gate and variant, so
 * parent re-renders do not reach a still-dehydrated boundary.
 */
export const DeferredDemo = memo(
  function DeferredDemo({ name, skeleton, serverHtml, ...props }: Props) {
    const opened = useSyncExternalStore(props.gate.subscribe, props.gate.isOpen, () => false);
    const pictureHtml = useInnerHtml(serverHtml ?? undefined);
    const placeholder = serverHtml ? (
      <Box
        data-slot="demo-placeholder"
        data-skeleton={skeleton}
        // A picture of the demo until its chunk arrives: not focusable, not announced, not clickable.
        inert
        sx={PICTURE_SX}
        dangerouslySetInnerHTML={pictureHtml}
      />
    ) : (
      <Box data-slot="demo-placeholder" sx={{ minHeight: 120 }} style={{ height: rememberedHeight(name) }} />
    );
    return (
      <Suspense key={opened ? 'live' : 'prerendered'} fallback={placeholder}>
        {opened ? (
          <LoadedDemo {...props} />
        ) : (
          <Inert skeleton={skeleton}>
            <LoadedDemo {...props} />
          </Inert>
        )}
      </Suspense>
    );
  },
  (previous, next) => previous.gate === next.gate && previous.variantKey === next.variantKey,
);

/**
 * Opens the gate when the element comes near the viewport ({@link observeNear}) and either the reader has done
 * something on the page (moved the pointer, touched, scrolled, typed, focused) or the page has settled after loading
 * (`reader-activity.ts`), or at once with `?eager-demos` or without IntersectionObserver. So the demos in or near the
 * first screen go live by themselves once the page is ready, and the others as they come near. Also remembers the
 * preview's height for Back and Forward (`remembered-size.ts`).
 */
export function useOpenWhenNear(gate: DemoGate, ref: RefObject<HTMLElement | null>, name: string) {
  useRememberedHeight(name, ref);
  useEffect(() => {
    const element = ref.current;
    // Eager demos skip the wait for the reader's activity too.
    if (!element || demosOpenAtOnce()) {
      gate.open();
      return undefined;
    }
    let cancelWait = () => {};
    const stopObserving = observeNear(element, () => {
      cancelWait = whenActiveOrSettled(gate.open);
    });
    return () => {
      stopObserving();
      cancelWait();
    };
  }, [gate, ref]);
}
