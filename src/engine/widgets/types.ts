/**
 * Generated reference widgets: the data behind `<ApiMethods>`, `<ApiSelectors>`, `<GridEvents>` and
 * `<LocaleCoverage>`, extracted from the installed packages by `scripts/api/widgets/` into
 * `.generated/api/widgets.json`. Pure data, JSON-safe.
 */
import type { ApiPlan, ApiType } from '../api/types';

/** One member of the Data Grid's `apiRef`. */
export interface WidgetMethod {
  name: string;
  /** Signature as written, e.g. `(field: string, direction?: GridSortDirection) => void`. */
  type: ApiType;
  description: string;
  /** Plan of the cheapest grid API (`GridApiCommunity`, `GridApiPro`, `GridApiPremium`) that has it. */
  plan: ApiPlan;
  deprecated?: string;
}

/** One Data Grid feature's `apiRef` interfaces and their members. */
export interface WidgetFeature {
  /** Docs name, kebab-case: `sorting`, `row-selection`… */
  name: string;
  /** Interfaces `GridApiPremium` is composed of that make up the feature, e.g. `GridSortApi`. */
  interfaces: string[];
  methods: WidgetMethod[];
}

/** One exported selector. */
export interface WidgetSelector {
  name: string;
  /** Feature it belongs to (the `hooks/features/<folder>/` it is declared in). */
  feature: string;
  returns: ApiType;
  description: string;
  plan: ApiPlan;
  /** Cheapest package exporting it. */
  packageName: string;
  deprecated?: string;
}

/** One grid event of `GridEventLookup` (merged with the Pro and Premium lookups). */
export interface WidgetEvent {
  name: string;
  params: ApiType;
  /** The DOM or React event passed along, when the event has one. */
  event?: ApiType;
  description: string;
  plan: ApiPlan;
}

/** One locale a package exports. */
export interface WidgetLocale {
  /** Import name, e.g. `frFR`. */
  exportName: string;
  /** BCP 47 tag, e.g. `fr-FR`. */
  tag: string;
  /** English name of the language, e.g. `French (France)`. */
  language: string;
  /** Keys of the English locale this locale translates. */
  translated: number;
  /** Keys of the English locale. */
  total: number;
}

/** Products that export locales. */
export const localeProducts = ['data-grid', 'date-pickers', 'charts'] as const;
export type LocaleProduct = (typeof localeProducts)[number];

/** `.generated/api/widgets.json`. */
export interface ReferenceWidgetsFile {
  features: WidgetFeature[];
  selectors: WidgetSelector[];
  events: WidgetEvent[];
  locales: Record<LocaleProduct, { packageName: string; locales: WidgetLocale[] }>;
}
