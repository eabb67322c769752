/**
 * The text get_api returns for an item or one member: import paths per package and plan, members with type, default
 * and description, slots and CSS classes, and the package versions the reference was generated from.
 */
import { planOfPackage } from '../engine/api/paths';
import type { ApiClass, ApiItem, ApiParameter, ApiProp, ApiSlot } from '../engine/api/types';
import type { ApiEntry, DocsData } from './docs-data';

/** A type longer than this shows its short form in a list; the member's own answer always shows it whole. */
const LIST_TYPE_LENGTH = 100;

/** One member of an item, whichever list it comes from, with its anchor on the API page. */
export interface ApiMember {
  section: 'prop' | 'property' | 'parameter' | 'slot' | 'class';
  anchor: string;
  member: ApiProp | ApiParameter | ApiSlot | ApiClass;
}

/** Every member of an item, in page order. */
export function membersOf(item: ApiItem): ApiMember[] {
  if (item.kind === 'component') {
    return [
      ...item.props.map((member) => ({ section: 'prop' as const, anchor: `prop-${member.name}`, member })),
      ...item.slots.map((member) => ({ section: 'slot' as const, anchor: `slot-${member.name}`, member })),
      ...item.classes.map((member) => ({ section: 'class' as const, anchor: 'classes', member })),
    ];
  }
  if (item.kind === 'interface') {
    return item.properties.map((member) => ({
      section: 'property' as const,
      anchor: `property-${member.name}`,
      member,
    }));
  }
  return item.parameters.map((member) => ({
    section: 'parameter' as const,
    anchor: `parameter-${member.name}`,
    member,
  }));
}

function flat(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function deprecation(member: { deprecated?: string }): string {
  if (member.deprecated === undefined) return '';
  return member.deprecated ? ` **Deprecated**: ${flat(member.deprecated)}` : ' **Deprecated.**';
}

/** One line of a member list: `` - `name`: `type` (default `x`, required) — description ``. */
function memberLine({ section, member }: ApiMember): string {
  if (section === 'class') {
    const css = member as ApiClass;
    return `- \`${css.name}\` (\`.${css.className}\`): ${flat(css.description)}${deprecation(css)}`;
  }
  const typed = member as ApiProp | ApiParameter;
  const type = 'type' in typed ? typed.type : undefined;
  const typeText = type ? `: \`${type.full.length > LIST_TYPE_LENGTH ? type.short : type.full}\`` : '';
  const facts = [
    'default' in member && member.default !== undefined ? `default \`${member.default}\`` : '',
    'required' in member && member.required ? 'required' : '',
    'optional' in member && !member.optional ? 'required' : '',
    'plan' in member && member.plan ? `${member.plan} plan only` : '',
  ].filter(Boolean);
  const description = flat(member.description);
  return `- \`${member.name}\`${typeText}${facts.length ? ` (${facts.join(', ')})` : ''}${description ? ` — ${description}` : ''}${deprecation(member)}`;
}

/** Import statements, packages with their plans and installed versions. */
function importLines({ item, product }: ApiEntry): string[] {
  const packages = item.packages.map((name) =>
    `${name} ${product.versions[name] ?? ''} (${planOfPackage(name)})`.trim(),
  );
  return ['Import:', '```ts', ...item.imports, '```', `Packages (cheapest plan first): ${packages.join('; ')}`];
}

/** The whole item. */
export function apiItemText(data: DocsData, entry: ApiEntry): string {
  const { item } = entry;
  const lines = [
    `# ${item.name} (${item.kind}, ${item.plan} plan) — MUI X ${entry.product.versions[item.packages[0] ?? ''] ?? ''}`,
    `URL: ${data.url(item.pathname)}`,
    '',
    ...importLines(entry),
  ];
  if (item.deprecated !== undefined)
    lines.push('', `**Deprecated**${item.deprecated ? `: ${flat(item.deprecated)}` : '.'}`);
  if (item.description) lines.push('', item.description.trim());
  const members = membersOf(item);
  const sections: [ApiMember['section'], string][] = [
    ['prop', 'Props'],
    ['property', 'Properties'],
    ['parameter', 'Parameters'],
    ['slot', 'Slots'],
    ['class', 'CSS classes'],
  ];
  for (const [section, heading] of sections) {
    const list = members.filter((member) => member.section === section);
    if (list.length > 0) lines.push('', `## ${heading} (${list.length})`, ...list.map(memberLine));
  }
  if (item.kind === 'hook') {
    lines.push(
      '',
      '## Returns',
      `\`${item.returns.full}\`${item.returnsDescription ? ` — ${flat(item.returnsDescription)}` : ''}`,
    );
  }
  if (item.kind === 'component' && item.refTarget) lines.push('', `The ref is forwarded to \`${item.refTarget}\`.`);
  if (item.demos.length > 0)
    lines.push('', `Demos: ${item.demos.map((demo) => `${demo.title} ${data.url(demo.pathname)}`).join('; ')}`);
  lines.push('', 'Call get_api with a member name for its full type and description.');
  return lines.join('\n');
}

/** One member, its type in full. */
export function apiMemberText(data: DocsData, entry: ApiEntry, found: ApiMember): string {
  const { item } = entry;
  const { member } = found;
  const lines = [
    `# ${item.name} ${found.section} \`${member.name}\` — MUI X ${entry.product.versions[item.packages[0] ?? ''] ?? ''}`,
    `URL: ${data.url(`${item.pathname}#${found.anchor}`)}`,
  ];
  if ('type' in member) lines.push(`Type: \`${member.type.full}\``);
  if ('className' in member) lines.push(`Class name: \`.${member.className}\``);
  if ('default' in member && member.default !== undefined) lines.push(`Default: \`${member.default}\``);
  if ('required' in member) lines.push(`Required: ${member.required ? 'yes' : 'no'}`);
  if ('optional' in member) lines.push(`Required: ${member.optional ? 'no' : 'yes'}`);
  if ('plan' in member && member.plan) lines.push(`Only in the ${member.plan} plan's version of ${item.name}.`);
  if (member.deprecated !== undefined)
    lines.push(`Deprecated${member.deprecated ? `: ${flat(member.deprecated)}` : '.'}`);
  lines.push('', member.description.trim() || '(No description in the type declarations.)', '', ...importLines(entry));
  return lines.join('\n');
}
