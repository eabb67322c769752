import type { ApiProductId, ApiProp } from '../engine/api/types';
import { PlanIcon } from '../shell/plan-icon';
import { AnchorName, ApiTable } from './api-table';
import { useApiStrings } from './api-strings';
import { DeprecatedNote } from './deprecated-note';
import { ApiDefault, ApiMarkdown } from './markdown';
import { TypeSignature } from './type-signature';

/**
 * Props of a component (or properties of an interface): one row each, anchored `#<idPrefix>-<name>`,
 * with required marker, type and default under the name, then description and deprecation.
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
  return (
    <ApiTable labelledBy={labelledBy} columns={[apiStrings.name, apiStrings.description]}>
      {props.map((prop) => {
        const anchor = `${idPrefix}-${prop.name}`;
        return (
          <tr key={prop.name} id={anchor} data-slot="api-prop">
            <AnchorName
              anchor={anchor}
              name={prop.name}
              details={[
                {
                  label: apiStrings.type,
                  value: <TypeSignature type={prop.type} productId={productId} owner={prop.name} />,
                },
                { label: apiStrings.default, value: prop.default !== undefined && <ApiDefault value={prop.default} /> },
              ]}
            >
              {prop.required && (
                <abbr title={apiStrings.required} aria-label={apiStrings.required} data-slot="api-required">
                  *
                </abbr>
              )}
              {prop.plan && prop.plan !== 'community' && <PlanIcon plan={prop.plan} />}
            </AnchorName>
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
