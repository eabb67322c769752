import type { ApiPlan } from '../api/types';
import {
  localeProducts,
  type LocaleProduct,
  type ReferenceWidgetsFile,
  type WidgetEvent,
  type WidgetLocale,
  type WidgetMethod,
  type WidgetSelector,
} from './types';

/** The MDX tags that embed a generated reference table. */
export const widgetTagNames = ['ApiMethods', 'ApiSelectors', 'GridEvents', 'LocaleCoverage'] as const;
export type WidgetTagName = (typeof widgetTagNames)[number];

/** A widget with its rows, as the page renders and exports it. */
export type ResolvedWidget =
  | { kind: 'methods'; feature: string; rows: WidgetMethod[] }
  | { kind: 'selectors'; feature: string; rows: WidgetSelector[] }
  | { kind: 'events'; plan?: ApiPlan; rows: WidgetEvent[] }
  | { kind: 'locales'; product: LocaleProduct; packageName: string; rows: WidgetLocale[] };

/** A widget tag that cannot be drawn: what is wrong and how to fix it (the caller adds file:line). */
export interface WidgetProblem {
  problem: string;
  fix: string;
}

const plans: readonly ApiPlan[] = ['community', 'pro', 'premium'];

/** Row anchor ids: prefixed so no heading slug (always lower-case) can take them. */
export const widgetAnchor = {
  method: (name: string) => `api-method-${name}`,
  selector: (name: string) => `api-selector-${name}`,
  event: (name: string) => `grid-event-${name}`,
  locale: (product: LocaleProduct, exportName: string) => `locale-${product}-${exportName}`,
};

/** The row anchors a widget puts on its page. */
export function anchorsOfWidget(widget: ResolvedWidget): string[] {
  switch (widget.kind) {
    case 'methods':
      return widget.rows.map((row) => widgetAnchor.method(row.name));
    case 'selectors':
      return widget.rows.map((row) => widgetAnchor.selector(row.name));
    case 'events':
      return widget.rows.map((row) => widgetAnchor.event(row.name));
    case 'locales':
      return widget.rows.map((row) => widgetAnchor.locale(widget.product, row.exportName));
  }
}

/** The names a reader may search for: methods, selectors, events, locale import names. */
export function namesOfWidget(widget: ResolvedWidget): string[] {
  return widget.rows.map((row) => ('exportName' in row ? row.exportName : row.name));
}

function describeTag(name: WidgetTagName, attributes: Readonly<Record<string, string | undefined>>): string {
  const shown = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  return `<${name}${shown}>`;
}

function unknown(tag: string, what: string, choices: readonly string[], attribute: string): WidgetProblem {
  return { problem: `${tag} names no ${what}`, fix: `use ${attribute}="…" with one of ${choices.join(', ')}` };
}

/**
 * Resolves a widget tag against the generated data: its rows, or the problem that must fail the build (an unknown
 * attribute, feature, plan or product, or a list that would be empty).
 */
export function resolveWidget(
  name: WidgetTagName,
  attributes: Readonly<Record<string, string | undefined>>,
  data: ReferenceWidgetsFile,
): ResolvedWidget | WidgetProblem {
  const tag = describeTag(name, attributes);
  const allowed = name === 'GridEvents' ? ['plan'] : name === 'LocaleCoverage' ? ['product'] : ['feature'];
  const extra = Object.keys(attributes).find((key) => !allowed.includes(key));
  if (extra) return { problem: `${tag} has an unknown attribute "${extra}"`, fix: `use only ${allowed.join(', ')}` };
  const resolved = resolveRows(name, tag, attributes, data);
  if ('problem' in resolved || resolved.rows.length > 0) return resolved;
  return { problem: `${tag} would show an empty table`, fix: 'name a feature, plan or product that has entries' };
}

function resolveRows(
  name: WidgetTagName,
  tag: string,
  attributes: Readonly<Record<string, string | undefined>>,
  data: ReferenceWidgetsFile,
): ResolvedWidget | WidgetProblem {
  const { feature, plan, product } = attributes;
  if (name === 'ApiMethods') {
    const found = data.features.find((entry) => entry.name === feature);
    if (!found)
      return unknown(
        tag,
        'Data Grid feature',
        data.features.map((entry) => entry.name),
        'feature',
      );
    return { kind: 'methods', feature: found.name, rows: found.methods };
  }
  if (name === 'ApiSelectors') {
    const features = [...new Set(data.selectors.map((selector) => selector.feature))].sort();
    if (!feature || !features.includes(feature))
      return unknown(tag, 'Data Grid feature with selectors', features, 'feature');
    return { kind: 'selectors', feature, rows: data.selectors.filter((selector) => selector.feature === feature) };
  }
  if (name === 'GridEvents') {
    if (plan === undefined) return { kind: 'events', rows: data.events };
    if (!plans.includes(plan as ApiPlan)) return unknown(tag, 'plan', plans, 'plan');
    return { kind: 'events', plan: plan as ApiPlan, rows: data.events.filter((event) => event.plan === plan) };
  }
  const productId = localeProducts.find((id) => id === product);
  if (!productId) return unknown(tag, 'product that exports locales', localeProducts, 'product');
  const { packageName, locales } = data.locales[productId];
  return { kind: 'locales', product: productId, packageName, rows: locales };
}
