import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import { apiPathname } from '../engine/api/paths';
import { ProseLink } from '../shell/prose-elements';
import type { ApiProductId, ApiType } from '../engine/api/types';
import { useApiStrings } from './api-strings';
import { breakableType } from './breakable-name';
import { attachTypeSignatures } from './type-signature-behaviour';

/** Splits type text so every name with an interface page becomes a link to it. */
export function linkTypeNames(text: string, links: readonly string[], productId: ApiProductId): ReactNode[] {
  if (links.length === 0) return [breakableType(text)];
  const pattern = new RegExp(`\\b(${links.join('|')})\\b`, 'g');
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <ProseLink key={index} href={apiPathname(productId, part)}>
        {part}
      </ProseLink>
    ) : (
      <Fragment key={index}>{breakableType(part)}</Fragment>
    ),
  );
}

/**
 * A type in a table cell: the short form, and when the full text differs, a disclosure button that
 * shows the full signature below it (opened and closed by `attachTypeSignatures`, the same code a static page runs).
 */
export function TypeSignature({ type, productId, owner }: { type: ApiType; productId: ApiProductId; owner: string }) {
  const apiStrings = useApiStrings();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? attachTypeSignatures(ref.current) : undefined), []);
  const expandable = type.full !== type.short;
  const shortLinks = type.links.filter((name) => new RegExp(`\\b${name}\\b`).test(type.short));
  return (
    <div data-slot="api-type" ref={ref}>
      <code>{linkTypeNames(type.short, shortLinks, productId)}</code>
      {expandable && (
        <button
          type="button"
          aria-expanded={false}
          aria-controls={id}
          aria-label={`${apiStrings.showFullType} ${owner}`}
        >
          …
        </button>
      )}
      {expandable && (
        <pre id={id} hidden>
          <code>{linkTypeNames(type.full, type.links, productId)}</code>
        </pre>
      )}
    </div>
  );
}
