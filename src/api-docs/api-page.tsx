import type { ApiComponent, ApiDemo } from '../engine/api/types';
import { ApiHeader, ApiSection, DemosList } from './api-header';
import { useApiStrings } from './api-strings';
import { ApiMarkdown } from './markdown';
import { PropsTable } from './props-table';
import { ClassesTable, SlotsTable } from './slots-classes-tables';

/**
 * The API page of a component: heading, imports, demos, props, slots and CSS classes. `demos` comes
 * from the caller (pages whose frontmatter lists the component); without it the JSDoc's demo links are used.
 */
export function ApiPage({ component, demos }: { component: ApiComponent; demos?: ApiDemo[] }) {
  const apiStrings = useApiStrings();
  return (
    <article data-slot="api-page" data-kind="component">
      <ApiHeader item={component} />
      <DemosList demos={demos ?? component.demos} />
      <ApiSection id="props" title={apiStrings.props}>
        <PropsTable props={component.props} productId={component.productId} labelledBy="props" />
        {component.refTarget && <ApiMarkdown markdown={`${apiStrings.refNote} (\`${component.refTarget}\`).`} />}
      </ApiSection>
      {component.slots.length > 0 && (
        <ApiSection id="slots" title={apiStrings.slots}>
          <SlotsTable slots={component.slots} labelledBy="slots" />
        </ApiSection>
      )}
      {component.classes.length > 0 && (
        <ApiSection id="classes" title={apiStrings.classes}>
          <ClassesTable classes={component.classes} labelledBy="classes" />
        </ApiSection>
      )}
    </article>
  );
}
