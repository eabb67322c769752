import Box from '@mui/material/Box';
import { memo, Suspense, use, useEffect, type RefObject } from 'react';
import { eagerDemosRequested, LAZY_DEMO_ROOT_MARGIN, type DemoGate, type DemoLoader } from './demo-gate';

interface Props {
  gate: DemoGate;
  /** Identifies the variant within the demo (its styling). */
  variantKey: string;
  loader: DemoLoader;
  /** The demo's prerendered HTML, shown (inert) while the chunk loads if React drops the original. */
  serverHtml?: string | null;
}

/** The prerendered HTML inside a demo's preview, read before hydration touches it (null on the server). */
export function readServerHtml(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(`demo-${name}`)?.querySelector('[data-slot="demo-preview"]')?.innerHTML ?? null;
}

function LoadedDemo({ gate, variantKey, loader }: Omit<Props, 'serverHtml'>) {
  const { default: Component } = use(gate.load(variantKey, loader));
  return <Component />;
}

/**
 * The demo's live component, loaded from its own chunk only when the gate opens. Memoised on the
 * gate and variant, so parent re-renders do not reach a still-dehydrated boundary. React still
 * discards that boundary's server HTML when a context above it (the theme) settles after
 * hydration, so the placeholder is an inert copy of the prerendered HTML and the page does not
 * move; after a client-side navigation there is none, and a box holds some room instead.
 */
export const DeferredDemo = memo(
  function DeferredDemo({ serverHtml, ...props }: Props) {
    const placeholder = serverHtml ? (
      <div
        data-slot="demo-placeholder"
        // A picture of the demo until its chunk arrives: not focusable, not announced, not clickable.
        inert
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    ) : (
      <Box data-slot="demo-placeholder" sx={{ minHeight: 120 }} />
    );
    return (
      <Suspense fallback={placeholder}>
        <LoadedDemo {...props} />
      </Suspense>
    );
  },
  (previous, next) => previous.gate === next.gate && previous.variantKey === next.variantKey,
);

/**
 * Opens the gate when the element comes within {@link LAZY_DEMO_ROOT_MARGIN} of the viewport, or at
 * once with `?eager-demos` or without IntersectionObserver.
 */
export function useOpenWhenNear(gate: DemoGate, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || eagerDemosRequested(window.location.search) || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          gate.open();
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_DEMO_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, ref]);
}
