import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import type { PageModel } from '../engine/page-model';
import { toRouterPath } from './router-path';
import { useLocalizedHref } from './use-localized-href';

const crumbStyle = { fontSize: 13, fontWeight: 600 } as const;

/**
 * Where the page sits in the tree: its groups, then the page itself. A group with a page of its own links to it (in
 * the link colour, with an underline on hover and a focus ring); a group without one is plain text, and so is the
 * current page.
 */
export function PageBreadcrumbs({ items }: { items: PageModel['breadcrumbs'] }) {
  const t = useTranslations();
  const localize = useLocalizedHref();
  return (
    <Breadcrumbs aria-label={t.breadcrumbs} sx={{ fontSize: 13, mb: 1 }}>
      {items.map((item, index) => {
        const current = index === items.length - 1;
        if (!current && item.pathname) {
          return (
            <Typography
              key={`${item.title}-${index}`}
              component={Link}
              to={toRouterPath(localize(item.pathname))}
              data-slot="breadcrumb-link"
              sx={{
                ...crumbStyle,
                color: 'primary.main',
                textDecoration: 'none',
                borderRadius: '2px',
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {item.title}
            </Typography>
          );
        }
        return (
          <Typography
            key={`${item.title}-${index}`}
            component="span"
            sx={crumbStyle}
            color={current ? 'text.primary' : 'text.secondary'}
            aria-current={current ? 'page' : undefined}
          >
            {item.title}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
