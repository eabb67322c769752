import type { ApiDemo, ApiHook, ApiInterface } from '../engine/api/types';
import { ApiHeader, ApiSection, DemosList } from './api-header';
import { AnchorName, ApiTable } from './api-table';
import { useApiStrings } from './api-strings';
import { ApiMarkdown } from './markdown';
import { PropsTable } from './props-table';
import { TypeSignature } from './type-signature';

/** The page of an interface (GridColDef, AxisConfig…): its properties, anchored `#property-<name>`. */
export function InterfacePage({ item, demos }: { item: ApiInterface; demos?: ApiDemo[] }) {
  const apiStrings = useApiStrings();
  return (
    <article data-slot="api-page" data-kind="interface">
      <ApiHeader item={item} />
      <DemosList demos={demos ?? item.demos} />
      <ApiSection id="properties" title={apiStrings.properties}>
        <PropsTable props={item.properties} productId={item.productId} labelledBy="properties" idPrefix="property" />
      </ApiSection>
    </article>
  );
}

/** The page of a hook: parameters (anchored `#parameter-<name>`) and return type. */
export function HookPage({ item, demos }: { item: ApiHook; demos?: ApiDemo[] }) {
  const apiStrings = useApiStrings();
  return (
    <article data-slot="api-page" data-kind="hook">
      <ApiHeader item={item} />
      <DemosList demos={demos ?? item.demos} />
      {item.parameters.length > 0 && (
        <ApiSection id="parameters" title={apiStrings.parameters}>
          <ApiTable labelledBy="parameters" columns={[apiStrings.name, apiStrings.description]}>
            {item.parameters.map((parameter) => (
              <tr key={parameter.name} id={`parameter-${parameter.name}`}>
                <AnchorName
                  anchor={`parameter-${parameter.name}`}
                  name={parameter.optional ? `${parameter.name}?` : parameter.name}
                  details={[
                    {
                      label: apiStrings.type,
                      value: <TypeSignature type={parameter.type} productId={item.productId} owner={parameter.name} />,
                    },
                  ]}
                />
                <td>
                  <ApiMarkdown markdown={parameter.description} />
                </td>
              </tr>
            ))}
          </ApiTable>
        </ApiSection>
      )}
      <ApiSection id="returns" title={apiStrings.returns}>
        <TypeSignature type={item.returns} productId={item.productId} owner={apiStrings.returns} />
        <ApiMarkdown markdown={item.returnsDescription} />
      </ApiSection>
    </article>
  );
}
