import { styled } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslations } from '../config/docs-context';
import type { TocHeading } from '../engine/types';
import { HEADER_HEIGHT } from '../theme/theme-constants';
import { PlanIcon } from './plan-icon';
import { watchActiveHeading } from './toc-behaviour';

/** The heading currently being read, kept up to date by {@link watchActiveHeading}. */
function useActiveHeading(headings: readonly TocHeading[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const ids = headings.map((heading) => heading.id);
    return watchActiveHeading(ids, setActive);
  }, [headings]);
  return active;
}

/** One stylesheet for the list; entries are plain links, marked by `aria-current` while their section is read. */
const TocRoot = styled('nav')(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    position: 'sticky',
    top: HEADER_HEIGHT + 24,
    maxHeight: `calc(100vh - ${HEADER_HEIGHT + 48}px)`,
    overflowY: 'auto',
    '& h2': { margin: '0 0 8px', fontSize: 13, fontWeight: 700, lineHeight: 1.5 },
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& li[data-depth="3"]': { paddingInlineStart: 12 },
    '& a': {
      display: 'block',
      padding: '4px 0',
      paddingInlineStart: 10,
      fontSize: 13,
      color: vars.palette.text.secondary,
      textDecoration: 'none',
      borderInlineStart: '2px solid transparent',
      '&:hover': { color: vars.palette.text.primary },
      '&[aria-current]': {
        color: vars.palette.primary.main,
        borderColor: vars.palette.primary.main,
        fontWeight: 600,
      },
    },
  };
});

/**
 * Table of contents of the page's h2/h3 headings, with the section being read highlighted. Static pages get the same
 * highlight from `attachToc` (`toc-behaviour.ts`) on this markup.
 */
export function TableOfContents({ headings }: { headings: readonly TocHeading[] }) {
  const t = useTranslations();
  const active = useActiveHeading(headings);
  if (headings.length === 0) return null;
  return (
    <TocRoot aria-labelledby="toc-title" data-slot="toc">
      <h2 id="toc-title">{t.toc}</h2>
      <ul>
        {headings.map((heading) => (
          <li key={heading.id} data-depth={heading.depth}>
            <a href={`#${heading.id}`} aria-current={active === heading.id ? 'location' : undefined}>
              {heading.text}
              {heading.plan ? <PlanIcon plan={heading.plan} size={13} /> : null}
            </a>
          </li>
        ))}
      </ul>
    </TocRoot>
  );
}
