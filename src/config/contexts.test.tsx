import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdProvider, DEFAULT_AD_DISPLAY_RATIO, useAdConfig } from './ad-context';
import { DocsProvider, useDocsConfig } from './docs-context';

function ShowDocs() {
  const config = useDocsConfig();
  return <span>{`${config.userLanguage}:${config.translations.toc}`}</span>;
}

function ShowAd() {
  return <span>{useAdConfig().GADisplayRatio}</span>;
}

describe('docs config context', () => {
  it('throws the documented message outside <DocsProvider>', () => {
    expect(() => renderToString(<ShowDocs />)).toThrow(
      'Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>.',
    );
  });

  it('defaults to English page props and switches translations with the language', () => {
    expect(
      renderToString(
        <DocsProvider>
          <ShowDocs />
        </DocsProvider>,
      ),
    ).toBe('<span>en:Contents</span>');
    expect(
      renderToString(
        <DocsProvider userLanguage="zh">
          <ShowDocs />
        </DocsProvider>,
      ),
    ).toBe('<span>zh:目录</span>');
  });
});

describe('ad config context', () => {
  it('throws the matching message outside <AdProvider>', () => {
    expect(() => renderToString(<ShowAd />)).toThrow(
      'Could not find ad config context value; please ensure the component is wrapped in a <AdProvider>.',
    );
  });

  it('samples ad displays at 0.1 by default', () => {
    expect(DEFAULT_AD_DISPLAY_RATIO).toBe(0.1);
    expect(
      renderToString(
        <AdProvider>
          <ShowAd />
        </AdProvider>,
      ),
    ).toBe('<span>0.1</span>');
  });
});
