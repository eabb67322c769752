import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { getProduct } from '../config/products';
import type { PageModel } from '../engine/page-model';
import { AppFrame } from './app-frame';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { PageFooter } from './page-footer';
import { PlanIcon } from './plan-icon';
import { PrevNext } from './prev-next';
import { TableOfContents } from './toc';
import { useTranslations } from '../config/docs-context';
import { Callout } from './callout';
import { pageMarkdownPathname } from '../engine/publishing/urls';
import { PageMarkdownActions } from './page-markdown-actions';
import { PageColumns } from './page-columns';

/** A documentation page: breadcrumbs, title, body, edit link, prev/next, and the table of contents. */
export function DocsPage({ page, children }: { page: PageModel; children: ReactNode }) {
  const t = useTranslations();
  const showToc = !page.disableToc && page.headings.length > 0;
  return (
    <AppFrame product={getProduct(page.productId)} staticPage>
      <PageColumns contentMaxWidth={860} toc={showToc ? <TableOfContents headings={page.headings} /> : undefined}>
        <Box component="article" data-slot="page-content" sx={{ minWidth: 0 }}>
          <PageBreadcrumbs items={page.breadcrumbs} />
          <Typography variant="h1" sx={{ mb: 2 }}>
            {page.title}
            {page.plan ? <PlanIcon plan={page.plan} size={24} /> : null}
          </Typography>
          <PageMarkdownActions href={pageMarkdownPathname(page.pathname, page.language, page.translated)} />
          {page.translated ? null : (
            <Callout type="info">
              <span data-slot="untranslated">{t.untranslated}</span>
            </Callout>
          )}
          <Suspense fallback={null}>
            <Box
              data-slot="prose"
              lang={page.translated ? undefined : 'en'}
              sx={{ '& > p:first-of-type': { fontSize: '1.125rem', color: 'text.secondary' } }}
            >
              {children}
            </Box>
          </Suspense>
          <PageFooter sourcePath={page.sourcePath} lastUpdated={page.lastUpdated} />
          <PrevNext prev={page.prev} next={page.next} />
        </Box>
      </PageColumns>
    </AppFrame>
  );
}
