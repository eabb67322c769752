import { widgetAnchor } from '../../engine/widgets/resolve';
import type { WidgetMethod } from '../../engine/widgets/types';
import { AnchorName, ApiTable } from '../api-table';
import { useApiStrings } from '../api-strings';
import { DeprecatedNote } from '../deprecated-note';
import { ApiMarkdown } from '../markdown';
import { TypeSignature } from '../type-signature';
import { fillName, PlanCell } from './widget-cells';

/** `<ApiMethods feature="sorting" />`: the `apiRef` members of one Data Grid feature, one anchored row each. */
export function ApiMethodsTable({ feature, rows }: { feature: string; rows: WidgetMethod[] }) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable
      caption={fillName(apiStrings.methodsCaption, feature)}
      columns={[apiStrings.name, apiStrings.signature, apiStrings.plan, apiStrings.description]}
      widths={['22%', '30%', '12%', '36%']}
    >
      {rows.map((method) => {
        const anchor = widgetAnchor.method(method.name);
        return (
          <tr key={method.name} id={anchor} data-slot="widget-row">
            <AnchorName anchor={anchor} name={method.name} />
            <td>
              <TypeSignature type={method.type} productId="x-data-grid" owner={method.name} />
            </td>
            <PlanCell plan={method.plan} />
            <td>
              <DeprecatedNote reason={method.deprecated} />
              <ApiMarkdown markdown={method.description} />
            </td>
          </tr>
        );
      })}
    </ApiTable>
  );
}
