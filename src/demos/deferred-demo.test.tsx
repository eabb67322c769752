import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DeferredDemo } from './deferred-demo';
import { createDemoGate, type DemoLoader } from './demo-gate';

// Both demos use this styled element: Emotion writes its style tag once, into the demo that renders first.
const SharedLabel = styled.span({ color: 'rebeccapurple' });

function loaderSettlingAfter(ms: number, label: string): DemoLoader {
  const Component = () => <SharedLabel>{label}</SharedLabel>;
  return () => new Promise((resolve) => setTimeout(() => resolve({ default: Component }), ms));
}

function TestDemo({ label, loader }: { label: string; loader: DemoLoader }) {
  const [gate] = useState(createDemoGate);
  return (
    <section data-demo={label}>
      <DeferredDemo name={label} gate={gate} variantKey="system" loader={loader} />
    </section>
  );
}

/** Prerenders the way `entry.server.tsx` does: waits for every demo, then writes the whole page. */
function prerender(delays: [number, number]): Promise<string> {
  const cache = createCache({ key: 'css' });
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <TestDemo label="first" loader={loaderSettlingAfter(delays[0], 'first')} />
        <TestDemo label="second" loader={loaderSettlingAfter(delays[1], 'second')} />
      </CacheProvider>,
      {
        onAllReady() {
          const body = new PassThrough();
          let html = '';
          body.on('data', (chunk: Buffer) => (html += chunk.toString()));
          body.on('end', () => resolve(html));
          pipe(body);
        },
        onShellError: reject,
      },
    );
  });
}

describe('DeferredDemo on the server', () => {
  it('writes a style that demos share into the first demo on the page, whichever chunk arrives first', async () => {
    for (const delays of [
      [40, 0],
      [0, 40],
    ] as [number, number][]) {
      const html = await prerender(delays);
      const second = html.indexOf('data-demo="second"');
      const style = html.indexOf('rebeccapurple');
      expect(second).toBeGreaterThan(0);
      expect(style, `chunks arriving after ${delays.join(' and ')} ms`).toBeGreaterThan(0);
      expect(style, `chunks arriving after ${delays.join(' and ')} ms`).toBeLessThan(second);
      expect(html.indexOf('rebeccapurple', style + 1)).toBe(-1);
    }
  });
});
