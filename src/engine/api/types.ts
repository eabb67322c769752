/**
 * The API reference model: what `npm run api:generate` (scripts/api/) extracts from the MUI X packages'
 * type declarations and writes to `.generated/api/`, and what `src/api-docs/` renders. Pure data, JSON-safe.
 */

/** Plan of the cheapest package that exports an item. */
export type ApiPlan = 'community' | 'pro' | 'premium';

/** Products with an API reference. */
export type ApiProductId = 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view';

/** A type as written in the declarations, with a form short enough for a table cell. */
export interface ApiType {
  /** Full text, whitespace collapsed, e.g. `'standard' | 'compact' | 'comfortable'`. */
  full: string;
  /** What a table shows: `full` when short, else the alias name or `union` / `func` / `object` / `array`. */
  short: string;
  /** Names inside `full` that have their own interface page in the same product, in order of appearance. */
  links: string[];
}

/** A demo page that shows an item. */
export interface ApiDemo {
  title: string;
  /** Site pathname with trailing slash, e.g. `/x/react-data-grid/`. */
  pathname: string;
}

/** Fields every documented member (prop, slot, class, property) shares. */
export interface ApiDocumented {
  name: string;
  /** JSDoc description, Markdown. Empty when undocumented. */
  description: string;
  /** Text of `@deprecated`; `''` when deprecated without a reason; absent when not deprecated. */
  deprecated?: string;
}

/** One prop of a component, or one property of an interface. */
export interface ApiProp extends ApiDocumented {
  type: ApiType;
  /** Text of `@default`, e.g. `false` or `"standard"`. */
  default?: string;
  required: boolean;
  /** Set on an interface member that only a more expensive package's version of the interface has. */
  plan?: ApiPlan;
}

/** One entry of a component's `slots` prop. */
export interface ApiSlot extends ApiDocumented {
  /** The component used when the slot is not overridden (`@default`). */
  default?: string;
}

/** One CSS class rule of a component. */
export interface ApiClass extends ApiDocumented {
  /** Global class name, e.g. `MuiDataGrid-root`. */
  className: string;
}

/** Fields every API page shares. */
export interface ApiItemBase {
  name: string;
  productId: ApiProductId;
  plan: ApiPlan;
  /** Page pathname with trailing slash, e.g. `/x/api/data-grid/data-grid-pro/`. */
  pathname: string;
  /** Packages exporting the item, cheapest plan first. */
  packages: string[];
  /** One import statement per way to import it, deep paths first. */
  imports: string[];
  description: string;
  deprecated?: string;
  /** Demo links found in the JSDoc (`Demos:` lists). */
  demos: ApiDemo[];
}

/** A React component export. */
export interface ApiComponent extends ApiItemBase {
  kind: 'component';
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
  /** Element type the `ref` reaches, e.g. `HTMLDivElement`. */
  refTarget?: string;
}

/** An interface or object type with its own page (GridColDef, AxisConfig…). */
export interface ApiInterface extends ApiItemBase {
  kind: 'interface';
  properties: ApiProp[];
}

/** A parameter of a hook. */
export interface ApiParameter extends ApiDocumented {
  type: ApiType;
  optional: boolean;
}

/** An exported `use*` function. */
export interface ApiHook extends ApiItemBase {
  kind: 'hook';
  parameters: ApiParameter[];
  returns: ApiType;
  /** Text of `@returns`. */
  returnsDescription: string;
}

/** Any item with an API page. */
export type ApiItem = ApiComponent | ApiInterface | ApiHook;

/** Everything generated for one product: `.generated/api/<productId>.json`. */
export interface ApiProductFile {
  productId: ApiProductId;
  /** Installed version of each package read. */
  versions: Record<string, string>;
  components: ApiComponent[];
  interfaces: ApiInterface[];
  hooks: ApiHook[];
}

/** `.generated/api/index.json`: which products were generated and where. */
export interface ApiIndexFile {
  products: { productId: ApiProductId; file: string; components: number; interfaces: number; hooks: number }[];
}
