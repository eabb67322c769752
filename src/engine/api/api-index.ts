import { apiIndexPathname } from './paths';
import { apiNavLabels, sortApiItems } from './nav';
import type { ApiItem, ApiPlan, ApiProductFile, ApiProductId } from './types';

/** One line of an API index: a linked name, its plan and the first sentence of its description. */
export interface ApiIndexEntry {
  name: string;
  pathname: string;
  plan: ApiPlan;
  summary: string;
  deprecated: boolean;
}

/** A titled list of entries (components, interfaces or hooks). */
export interface ApiIndexSection {
  id: 'components' | 'interfaces' | 'hooks';
  title: string;
  entries: ApiIndexEntry[];
}

/** The API index page of one product. */
export interface ApiIndexModel {
  productId: ApiProductId;
  pathname: string;
  /** Installed version of each package documented. */
  versions: Record<string, string>;
  sections: ApiIndexSection[];
}

/** First sentence (or first line) of a Markdown description, for one-line summaries. */
export function summarize(description: string): string {
  const firstParagraph =
    description
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  const sentence = /^.*?[.!?](?=\s|$)/.exec(firstParagraph)?.[0];
  return sentence ?? firstParagraph;
}

function entryOf(item: ApiItem): ApiIndexEntry {
  return {
    name: item.name,
    pathname: item.pathname,
    plan: item.plan,
    summary: summarize(item.description),
    deprecated: item.deprecated !== undefined,
  };
}

/** Builds a product's API index: sections sorted by name, empty sections left out. */
export function createApiIndex(file: ApiProductFile): ApiIndexModel {
  const sections: ApiIndexSection[] = [
    { id: 'components', title: apiNavLabels.components, entries: sortApiItems(file.components).map(entryOf) },
    { id: 'interfaces', title: apiNavLabels.interfaces, entries: sortApiItems(file.interfaces).map(entryOf) },
    { id: 'hooks', title: apiNavLabels.hooks, entries: sortApiItems(file.hooks).map(entryOf) },
  ];
  return {
    productId: file.productId,
    pathname: apiIndexPathname(file.productId),
    versions: file.versions,
    sections: sections.filter((section) => section.entries.length > 0),
  };
}
