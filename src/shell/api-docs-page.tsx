import Box from '@mui/material/Box';
import { ApiIndexPage } from '../api-docs/api-index-page';
import { ApiPage } from '../api-docs/api-page';
import { HookPage, InterfacePage } from '../api-docs/interface-page';
import { ApiSourceNote } from '../api-docs/api-source-note';
import { useDocsConfig, useTranslations } from '../config/docs-context';
import { getProduct, productText } from '../config/products';
import type { UiStrings } from '../config/translations/en';
import type { ApiPageModel } from '../engine/api/api-page.server';
import { apiIndexPathname } from '../engine/api/paths';
import type { TocHeading } from '../engine/types';
import { AppFrame } from './app-frame';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { TableOfContents } from './toc';
import { markdownPathname } from '../engine/publishing/urls';
import { PageMarkdownActions } from './page-markdown-actions';
import { PageColumns } from './page-columns';

/** Sections of an API page, for the table of contents. */
function sectionsOf(model: ApiPageModel, t: UiStrings['api']): TocHeading[] {
  if (model.kind === 'index') {
    return model.index.sections.map((section) => ({ id: section.id, text: section.title, depth: 2 }));
  }
  const { item } = model;
  const sections: TocHeading[] = [{ id: 'import', text: t.import, depth: 2 }];
  if (model.demos.length > 0) sections.push({ id: 'demos', text: t.demos, depth: 2 });
  if (item.kind === 'component') {
    sections.push({ id: 'props', text: t.props, depth: 2 });
    if (item.slots.length > 0) sections.push({ id: 'slots', text: t.slots, depth: 2 });
    if (item.classes.length > 0) sections.push({ id: 'classes', text: t.classes, depth: 2 });
  }
  if (item.kind === 'interface') sections.push({ id: 'properties', text: t.properties, depth: 2 });
  if (item.kind === 'hook') {
    if (item.parameters.length > 0) sections.push({ id: 'parameters', text: t.parameters, depth: 2 });
    sections.push({ id: 'returns', text: t.returns, depth: 2 });
  }
  return sections;
}

/** A generated API page inside the page shell. */
export function ApiDocsPage({ model }: { model: ApiPageModel }) {
  const t = useTranslations().api;
  const product = getProduct(model.productId);
  const { userLanguage } = useDocsConfig();
  const crumbs = [
    {
      title: product ? productText(product, userLanguage).name : model.productId,
      ...(product ? { pathname: product.href } : {}),
    },
    { title: t.reference, pathname: apiIndexPathname(model.productId) },
    { title: model.kind === 'item' ? model.item.name : t.index, pathname: model.pathname },
  ];
  return (
    <AppFrame product={product} staticPage>
      <PageColumns contentMaxWidth={900} toc={<TableOfContents headings={sectionsOf(model, t)} />}>
        <Box data-slot="page-content" sx={{ minWidth: 0 }}>
          <PageBreadcrumbs items={crumbs} />
          <PageMarkdownActions href={markdownPathname(model.pathname)} />
          <ApiSourceNote />
          {model.kind === 'index' ? <ApiIndexPage index={model.index} title={model.title} /> : null}
          {model.kind === 'item' && model.item.kind === 'component' ? (
            <ApiPage component={model.item} demos={model.demos} />
          ) : null}
          {model.kind === 'item' && model.item.kind === 'interface' ? (
            <InterfacePage item={model.item} demos={model.demos} />
          ) : null}
          {model.kind === 'item' && model.item.kind === 'hook' ? (
            <HookPage item={model.item} demos={model.demos} />
          ) : null}
        </Box>
      </PageColumns>
    </AppFrame>
  );
}
