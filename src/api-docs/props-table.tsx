import type { ApiProductId, ApiProp } from '../engine/api/types';
import { PlanIcon } from '../shell/plan-icon';
import { AnchorName, ApiTable } from './api-table';
import { useApiStrings } from './api-strings';
import { DeprecatedNote } from './deprecated-note';
import { ApiMarkdown } from './markdown';
import { TypeSignature } from './type-signature';

/**
 * Props of a component (or properties of an interface): one row each, anchored `#<idPrefix>-<name>`,
 * with required marker, type, default, description and deprecation.
 */
export function PropsTable({
  props,
  productId,
  labelledBy,
  idPrefix = 'prop',
}: {
  props: ApiProp[];
  productId: ApiProductId;
  labelledBy: string;
  /** Anchor prefix: `prop` for components, `property` for interfaces. */
  idPrefix?: string;
}) {
  const apiStrings = useApiStrings();
  const { name, type, description } = apiStrings;
  return (
    <ApiTable
      labelledBy={labelledBy}
      columns={[name, type, apiStrings.default, description]}
      widths={['24%', '26%', '12%', '38%']}
    >
      {props.map((prop) => {
        const anchor = `${idPrefix}-${prop.name}`;
        return (
          <tr key={prop.name} id={anchor} data-slot="api-prop">
            <AnchorName anchor={anchor} name={prop.name}>
              {prop.required && (
                <abbr title={apiStrings.required} aria-label={apiStrings.required} data-slot="api-required">
                  *
                </abbr>
              )}
              {prop.plan && prop.plan !== 'community' && <PlanIcon plan={prop.plan} />}
            </AnchorName>
            <td>
              <TypeSignature type={prop.type} productId={productId} owner={prop.name} />
            </td>
            <td>{prop.default !== undefined && <code>{prop.default}</code>}</td>
            <td>
              <DeprecatedNote reason={prop.deprecated} />
              <ApiMarkdown markdown={prop.description} />
            </td>
          </tr>
        );
      })}
    </ApiTable>
  );
}
