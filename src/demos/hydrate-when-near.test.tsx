// @vitest-environment jsdom
import { act, createContext, useContext, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** An IntersectionObserver the test moves: `reveal()` tells every observer its elements came near. */
class FakeIntersectionObserver {
  static all = new Set<FakeIntersectionObserver>();
  static reveal() {
    for (const observer of FakeIntersectionObserver.all) observer.callback([{ isIntersecting: true }]);
  }
  constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.all.add(this);
  }
  observe() {}
  disconnect() {
    FakeIntersectionObserver.all.delete(this);
  }
}

const Label = createContext('prerendered');
let renders = 0;

function FakeDemo({ name, onPress }: { name: string; onPress: () => void }) {
  renders += 1;
  const label = useContext(Label);
  const [pressed, setPressed] = useState(false);
  return (
    <section id={`demo-${name}`} data-slot="demo">
      <button
        type="button"
        onClick={() => {
          setPressed(true);
          onPress();
        }}
      >
        {pressed ? 'pressed' : label}
      </button>
    </section>
  );
}

/** Fresh modules per test: which demos wait, and whether the reader has been active, is page state. */
async function load() {
  vi.resetModules();
  const { HydrateWhenNear } = await import('./hydrate-when-near');
  return HydrateWhenNear;
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
  renders = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  FakeIntersectionObserver.all.clear();
  vi.unstubAllGlobals();
});

async function prerenderAndHydrate(page: (label: string) => ReactNode) {
  container.innerHTML = renderToString(page('prerendered'));
  renders = 0;
  await act(async () => {
    root = hydrateRoot(container, page('prerendered'));
  });
}

describe('HydrateWhenNear', () => {
  it('leaves a prerendered demo unhydrated until the reader presses inside it, then handles that press', async () => {
    const HydrateWhenNear = await load();
    const onPress = vi.fn();
    await prerenderAndHydrate(() => (
      <HydrateWhenNear name="first">
        <FakeDemo name="first" onPress={onPress} />
      </HydrateWhenNear>
    ));
    expect(renders).toBe(0);
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(renders).toBeGreaterThan(0);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('pressed');
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('hydrates a demo once it comes near the viewport', async () => {
    const HydrateWhenNear = await load();
    await prerenderAndHydrate(() => (
      <HydrateWhenNear name="near">
        <FakeDemo name="near" onPress={() => {}} />
      </HydrateWhenNear>
    ));
    expect(renders).toBe(0);
    await act(async () => FakeIntersectionObserver.reveal());
    expect(renders).toBeGreaterThan(0);
  });

  it('renders a waiting demo at once when something above it changes, never leaving an empty box', async () => {
    const HydrateWhenNear = await load();
    let setLabel: (label: string) => void = () => {};
    function Page() {
      const [label, set] = useState('prerendered');
      setLabel = set;
      return (
        <Label value={label}>
          <HydrateWhenNear name="changed">
            <FakeDemo name="changed" onPress={() => {}} />
          </HydrateWhenNear>
        </Label>
      );
    }
    container.innerHTML = renderToString(<Page />);
    renders = 0;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(renders).toBe(0);
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(async () => setLabel('changed above'));
    observer.disconnect();
    // React could not hydrate it: the server's section stays on screen (as an inert picture) until the live demo,
    // with what changed, takes its place.
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text === 'prerendered' || text === 'changed above')).toBe(true);
    expect(container.querySelector('[inert]')).toBeNull();
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelector('button')?.textContent).toBe('changed above');
  });

  it('hydrates with the page for a reader whose stored preferences will change it', async () => {
    document.cookie = 'codeVariant=JS; path=/';
    try {
      const HydrateWhenNear = await load();
      await prerenderAndHydrate(() => (
        <HydrateWhenNear name="stored">
          <FakeDemo name="stored" onPress={() => {}} />
        </HydrateWhenNear>
      ));
      expect(renders).toBeGreaterThan(0);
    } finally {
      document.cookie = 'codeVariant=; path=/; max-age=0';
    }
  });

  it('hydrates at once a demo whose preview is larger than its box, so keyboard users can reach it to scroll', async () => {
    class ReportingResizeObserver {
      constructor(private callback: () => void) {}
      observe() {
        queueMicrotask(() => this.callback());
      }
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    const HydrateWhenNear = await load();
    const page = (name: string) => (
      <HydrateWhenNear name={name}>
        <section id={`demo-${name}`} data-slot="demo">
          <div data-slot="demo-preview">
            <FakeDemo name={`${name}-inner`} onPress={() => {}} />
          </div>
        </section>
      </HydrateWhenNear>
    );
    container.innerHTML = renderToString(
      <>
        {page('wide')}
        {page('narrow')}
      </>,
    );
    for (const [name, scrollWidth] of [
      ['wide', 900],
      ['narrow', 300],
    ] as const) {
      const preview = container.querySelector(`#demo-${name} [data-slot="demo-preview"]`)!;
      Object.defineProperties(preview, { scrollWidth: { value: scrollWidth }, clientWidth: { value: 300 } });
    }
    renders = 0;
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          {page('wide')}
          {page('narrow')}
        </>,
      );
    });
    await act(async () => {});
    expect(renders).toBe(1);
  });

  it('renders at once after client-side navigation, when the demo was never prerendered', async () => {
    const HydrateWhenNear = await load();
    await prerenderAndHydrate(() => (
      <HydrateWhenNear name="first">
        <FakeDemo name="first" onPress={() => {}} />
      </HydrateWhenNear>
    ));
    const next = document.createElement('div');
    document.body.append(next);
    const { createRoot } = await import('react-dom/client');
    const nextRoot = createRoot(next);
    await act(async () =>
      nextRoot.render(
        <HydrateWhenNear name="next">
          <FakeDemo name="next" onPress={() => {}} />
        </HydrateWhenNear>,
      ),
    );
    expect(next.querySelector('#demo-next button')?.textContent).toBe('prerendered');
    act(() => nextRoot.unmount());
    next.remove();
  });
});
