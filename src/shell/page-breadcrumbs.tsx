import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslations } from '../config/docs-context';
import type { PageModel } from '../engine/page-model';

/** Where the page sits in the tree: its groups, then the page itself. */
export function PageBreadcrumbs({ items }: { items: PageModel['breadcrumbs'] }) {
  const t = useTranslations();
  return (
    <Breadcrumbs aria-label={t.breadcrumbs} sx={{ fontSize: 13, mb: 1 }}>
      {items.map((item, index) => (
        <Typography
          key={`${item.title}-${index}`}
          component="span"
          sx={{ fontSize: 13, fontWeight: 600 }}
          color={index === items.length - 1 ? 'text.primary' : 'primary'}
          aria-current={index === items.length - 1 ? 'page' : undefined}
        >
          {item.title}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
