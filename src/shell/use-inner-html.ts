import { useMemo } from 'react';

/**
 * `dangerouslySetInnerHTML` for `html`: the same object for as long as the text is the same. React 19 compares the
 * prop by identity, so a new object on each render sets `innerHTML` again, parsing the markup anew and replacing what
 * is inside (a demo's highlighted lines, the advert its controller placed). Constant markup needs no hook: one object
 * made when the module loads does (src/app/root.tsx).
 */
export function useInnerHtml(html: string): { __html: string };
export function useInnerHtml(html: string | undefined): { __html: string } | undefined;
export function useInnerHtml(html: string | undefined): { __html: string } | undefined {
  return useMemo(() => (html === undefined ? undefined : { __html: html }), [html]);
}
