import type { ProductId } from '../frontmatter';
import type { DraftDocument } from './api-documents';
import type { PageSection } from './page-sections';
import { clip } from './text';

/** What the index needs to know about one guide page in one language. */
export interface GuidePage {
  /** Link target of the page, language prefix included, with trailing slash. */
  url: string;
  title: string;
  description: string;
  productId: ProductId;
  sections: PageSection[];
  /** Words that should find the page besides its own text (product name). */
  keywords: string;
  /** The English title, where the page shows another (a translation, or a Chinese navigation title). */
  sourceTitle?: string;
  /** How many other pages link to this one; its sections and demos share it. */
  inbound?: number;
  /** For a translation: the English page's headings by id, which its headings keep as their ids. */
  sourceHeadings?: ReadonlyMap<string, string>;
}

const SNIPPET_LENGTH = 160;

function humanize(demoName: string): string {
  const words = demoName.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Search documents of a guide page: the page itself (title, description, intro), one per h2/h3 section
 * linking to its heading, and one per embedded demo linking to the section that shows it.
 */
export function guideDocuments(page: GuidePage): DraftDocument[] {
  const base = {
    productId: page.productId,
    keywords: page.keywords,
    ...(page.inbound ? { inbound: page.inbound } : {}),
  };
  const intro = page.sections.find((section) => section.id === undefined);
  const documents: DraftDocument[] = [
    {
      ...base,
      ...(page.sourceTitle ? { sourceTitle: page.sourceTitle } : {}),
      kind: 'guide',
      title: page.title,
      parent: '',
      url: page.url,
      snippet: clip(page.description, SNIPPET_LENGTH),
      text: `${page.description} ${intro?.text ?? ''}`.trim(),
      code: intro?.code.join(' ') ?? '',
    },
  ];
  for (const section of page.sections) {
    const url = section.id ? `${page.url}#${section.id}` : page.url;
    if (section.id && section.heading) {
      const sourceTitle = page.sourceHeadings?.get(section.id);
      documents.push({
        ...base,
        ...(sourceTitle && sourceTitle !== section.heading ? { sourceTitle } : {}),
        kind: 'guide',
        title: section.heading,
        parent: page.title,
        url,
        snippet: clip(section.text, SNIPPET_LENGTH),
        text: section.text,
        code: section.code.join(' '),
      });
    }
    for (const demo of section.demos) {
      documents.push({
        ...base,
        kind: 'demo',
        title: humanize(demo),
        parent: section.heading ? `${page.title} › ${section.heading}` : page.title,
        url,
        snippet: clip(section.text, SNIPPET_LENGTH),
        text: '',
        code: demo.replace(/-/g, ' '),
      });
    }
  }
  return documents;
}
