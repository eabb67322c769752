import { summarize } from '../api/api-index';
import type { ApiItem, ApiProductFile, ApiProp } from '../api/types';
import { kebabCase } from '../api/paths';
import type { SearchDocument } from './types';
import { clip, plainText } from './text';

/** A search document before it gets its id. */
export type DraftDocument = Omit<SearchDocument, 'id'>;

const SNIPPET_LENGTH = 160;

function membersOf(item: ApiItem): { props: ApiProp[]; anchor: string } {
  if (item.kind === 'component') return { props: item.props, anchor: 'prop' };
  if (item.kind === 'interface') return { props: item.properties, anchor: 'property' };
  return { props: [], anchor: 'parameter' };
}

const planOrder = { community: 0, pro: 1, premium: 2 } as const;

/**
 * Search documents of the API reference: one per API page, and one per distinct prop. A prop that several
 * components share with the same description (`checkboxSelection` on DataGrid, DataGridPro and DataGridPremium)
 * is one document linking to the cheapest, shortest-named component, so the index stays small.
 */
export function apiDocuments(files: readonly ApiProductFile[], localize: (url: string) => string): DraftDocument[] {
  const documents: DraftDocument[] = [];
  for (const file of files) {
    const items = [...file.components, ...file.interfaces, ...file.hooks].sort(
      (a, b) => planOrder[a.plan] - planOrder[b.plan] || a.name.length - b.name.length || a.name.localeCompare(b.name),
    );
    const seen = new Map<string, DraftDocument>();
    for (const item of items) {
      const summary = plainText(summarize(item.description));
      documents.push({
        kind: 'api',
        productId: file.productId,
        title: item.name,
        parent: item.packages[0] ?? '',
        url: localize(item.pathname),
        snippet: clip(summary, SNIPPET_LENGTH),
        text: summary,
        code: item.name,
        keywords: kebabCase(item.name).replace(/-/g, ' '),
      });
      const { props, anchor } = membersOf(item);
      for (const prop of props) {
        const description = plainText(summarize(prop.description));
        const key = `${prop.name}\n${description}`;
        const shared = seen.get(key);
        if (shared) continue;
        const document: DraftDocument = {
          kind: 'prop',
          productId: file.productId,
          title: prop.name,
          parent: item.name,
          url: localize(`${item.pathname}#${anchor}-${prop.name}`),
          snippet: clip(description, SNIPPET_LENGTH),
          text: description,
          code: prop.name,
          keywords: '',
        };
        seen.set(key, document);
        documents.push(document);
      }
    }
  }
  return documents;
}
