import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslations } from '../config/docs-context';
import type { TocHeading } from '../engine/types';
import { HEADER_HEIGHT } from '../theme/theme-constants';
import { PlanIcon } from './plan-icon';

/** The heading currently being read: the last one whose top has passed just below the header. */
function useActiveHeading(headings: readonly TocHeading[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (headings.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined;
      for (const heading of headings) {
        const element = document.getElementById(heading.id);
        if (element && element.getBoundingClientRect().top <= HEADER_HEIGHT + 24) current = heading.id;
      }
      // At the very bottom the last sections may never reach the top: mark the last one.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = headings.at(-1)?.id;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headings]);
  return active;
}

/** Table of contents of the page's h2/h3 headings, with the section being read highlighted. */
export function TableOfContents({ headings }: { headings: readonly TocHeading[] }) {
  const t = useTranslations();
  const active = useActiveHeading(headings);
  if (headings.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-labelledby="toc-title"
      data-slot="toc"
      sx={{
        position: 'sticky',
        top: HEADER_HEIGHT + 24,
        maxHeight: `calc(100vh - ${HEADER_HEIGHT + 48}px)`,
        overflowY: 'auto',
      }}
    >
      <Typography id="toc-title" component="h2" sx={{ fontSize: 13, fontWeight: 700, mb: 1 }}>
        {t.toc}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {headings.map((heading) => (
          <Box component="li" key={heading.id} sx={{ pl: heading.depth === 3 ? 1.5 : 0 }}>
            <Box
              component="a"
              href={`#${heading.id}`}
              aria-current={active === heading.id ? 'location' : undefined}
              sx={{
                display: 'block',
                py: 0.5,
                pl: 1.25,
                fontSize: 13,
                color: 'text.secondary',
                textDecoration: 'none',
                borderInlineStart: 2,
                borderColor: 'transparent',
                '&:hover': { color: 'text.primary' },
                '&[aria-current]': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 600 },
              }}
            >
              {heading.text}
              {heading.plan ? <PlanIcon plan={heading.plan} size={13} /> : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
