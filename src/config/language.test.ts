import { describe, expect, it } from 'vitest';
import { languageOfRouterPath, localizePathname, splitLanguage } from './language';

describe('language in the URL', () => {
  it('reads the language from the router path', () => {
    expect(languageOfRouterPath('/zh/react-tree-view/')).toBe('zh');
    expect(languageOfRouterPath('/zh')).toBe('zh');
    expect(languageOfRouterPath('/react-tree-view/')).toBe('en');
    expect(languageOfRouterPath('/zhong/')).toBe('en');
  });

  it('splits the prefix off a site path', () => {
    expect(splitLanguage('/x/zh/react-tree-view/quickstart')).toEqual({
      language: 'zh',
      pathname: '/x/react-tree-view/quickstart',
    });
    expect(splitLanguage('/x/zh')).toEqual({ language: 'zh', pathname: '/x' });
    expect(splitLanguage('/x/react-tree-view')).toEqual({ language: 'en', pathname: '/x/react-tree-view' });
  });

  it('maps a page to its other-language twin', () => {
    expect(localizePathname('/x/react-tree-view/', 'zh')).toBe('/x/zh/react-tree-view/');
    expect(localizePathname('/x/zh/react-tree-view/', 'en')).toBe('/x/react-tree-view/');
    expect(localizePathname('/x/zh/react-tree-view/', 'zh')).toBe('/x/zh/react-tree-view/');
    expect(localizePathname('/x/', 'zh')).toBe('/x/zh/');
    expect(localizePathname('/x/zh/', 'en')).toBe('/x/');
  });
});
