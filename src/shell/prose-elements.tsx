import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalHref, toRouterPath } from './router-path';
import { useLocalizedHref } from './use-localized-href';
import { useTranslations } from '../config/docs-context';

/** h2–h4 with an anchor link that appears on hover and focus. */
export function Heading({ level, id, children }: { level: 2 | 3 | 4; id?: string; children?: ReactNode }) {
  const t = useTranslations();
  return (
    <Typography
      variant={`h${level}`}
      id={id}
      sx={{
        mt: level === 2 ? 6 : 4,
        mb: 1.5,
        '&:hover a[data-slot=anchor], & a[data-slot=anchor]:focus': { opacity: 1 },
      }}
    >
      {children}
      {id ? (
        <Box
          component="a"
          href={`#${id}`}
          data-slot="anchor"
          aria-label={t.linkToSection}
          sx={{ opacity: 0, ml: 1, color: 'text.secondary', verticalAlign: 'middle', display: 'inline-flex' }}
        >
          <LinkIcon fontSize="small" />
        </Box>
      ) : null}
    </Typography>
  );
}

/** Prose links: internal ones navigate client-side, external ones are plain links. */
export function ProseLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const localize = useLocalizedHref();
  if (isInternalHref(href)) {
    return (
      <MuiLink component={Link} to={toRouterPath(localize(href))} underline="always">
        {children}
      </MuiLink>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <MuiLink href={href} underline="always" {...(external ? { rel: 'noopener' } : {})} {...rest}>
      {children}
    </MuiLink>
  );
}

/** Inline code. */
export function InlineCode({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="code"
      sx={{
        px: 0.5,
        py: 0.125,
        borderRadius: 0.5,
        fontSize: '0.875em',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}

/** A keyboard key. */
export function Kbd({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        px: 0.75,
        py: 0.125,
        fontSize: '0.8em',
        borderRadius: 0.75,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

/** Tables scroll sideways on narrow screens instead of overflowing the page. */
export function ProseTable({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', my: 2 }} data-slot="table">
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          fontSize: 14,
          '& th, & td': { textAlign: 'start', p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
          '& th': { fontWeight: 600 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
