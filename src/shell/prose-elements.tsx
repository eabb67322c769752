import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalHref, toRouterPath } from './router-path';
import { useLocalizedHref } from './use-localized-href';
import { useTranslations } from '../config/docs-context';

// Plain elements marked with `data-slot`; their rules live in src/theme/prose-styles.ts.

const linkIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5" />
  </svg>
);

/** h2–h4 with an anchor link that appears on hover and focus. */
export function Heading({ level, id, children }: { level: 2 | 3 | 4; id?: string; children?: ReactNode }) {
  const t = useTranslations();
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} data-slot="heading">
      {children}
      {id ? (
        <a href={`#${id}`} data-slot="anchor" aria-label={t.linkToSection}>
          {linkIcon}
        </a>
      ) : null}
    </Tag>
  );
}

/** Prose links: internal ones navigate client-side, external ones are plain links. */
export function ProseLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const localize = useLocalizedHref();
  if (isInternalHref(href)) {
    return (
      <Link to={toRouterPath(localize(href))} data-slot="prose-link">
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener' } : {})} {...rest} data-slot="prose-link">
      {children}
    </a>
  );
}

/** Inline code. */
export function InlineCode({ children }: { children?: ReactNode }) {
  return <code data-slot="inline-code">{children}</code>;
}

/** A keyboard key. */
export function Kbd({ children }: { children?: ReactNode }) {
  return <kbd data-slot="kbd">{children}</kbd>;
}

/** Tables scroll sideways on narrow screens instead of overflowing the page. */
export function ProseTable({ children }: { children?: ReactNode }) {
  return (
    <div data-slot="table">
      <table>{children}</table>
    </div>
  );
}
