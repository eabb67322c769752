import { styled } from '@mui/material/styles';
import { plainControl } from '../theme/plain-control';
import { useEffect, useRef } from 'react';
import { useTranslations } from '../config/docs-context';
import { attachPageMarkdownActions } from './page-markdown-actions-behaviour';

/**
 * One stylesheet for both actions, plain elements that need no script to look right: a small outlined button and a
 * small text link, each with an icon and a visible keyboard focus ring.
 */
const ActionsRoot = styled('div')(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 8,
    marginBottom: 16,
    '& [data-slot="copy-page"], & [data-slot="view-markdown"]': {
      ...theme.typography.button,
      ...plainControl(theme, 2),
      gap: 8,
      verticalAlign: 'middle',
      minWidth: 64,
      padding: '4px 5px',
      borderRadius: vars.shape.borderRadius,
      background: 'none',
      fontSize: '0.8125rem',
      lineHeight: 1.75,
      color: 'inherit',
      textDecoration: 'none',
      transition: 'background-color 250ms, border-color 250ms',
      '& svg': { width: 18, height: 18, flexShrink: 0, fill: 'currentColor', marginInlineStart: -2 },
    },
    '& [data-slot="copy-page"]': { padding: '3px 9px', border: '1px solid currentColor' },
  };
});

const copyIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z" />
  </svg>
);

const articleIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2" />
    <path d="M14 17H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" />
  </svg>
);

/**
 * "View as Markdown" and "Copy page" for the page's Markdown version (written by the publishing build step). The copy
 * is `attachPageMarkdownActions` (`page-markdown-actions-behaviour.ts`), the same function a static page runs on this
 * markup: it fetches the file, then puts its text on the clipboard; a failed fetch or write leaves the button as it was.
 */
export function PageMarkdownActions({ href }: { href: string }) {
  const t = useTranslations();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? attachPageMarkdownActions(ref.current) : undefined), []);
  return (
    <ActionsRoot ref={ref} role="group" aria-label={t.pageActions} data-slot="page-markdown-actions">
      <button type="button" aria-live="polite" data-slot="copy-page" data-href={href}>
        {copyIcon}
        <span data-slot="copy-page-label">{t.copyPage}</span>
      </button>
      <a href={href} data-slot="view-markdown">
        {articleIcon}
        {t.viewAsMarkdown}
      </a>
    </ActionsRoot>
  );
}
