import { widgetAnchor } from '../../engine/widgets/resolve';
import type { WidgetSelector } from '../../engine/widgets/types';
import { AnchorName, ApiTable } from '../api-table';
import { useApiStrings } from '../api-strings';
import { DeprecatedNote } from '../deprecated-note';
import { ApiMarkdown } from '../markdown';
import { TypeSignature } from '../type-signature';
import { fillName, PlanCell } from './widget-cells';

/** `<ApiSelectors feature="sorting" />`: the exported selectors of one Data Grid feature. */
export function ApiSelectorsTable({ feature, rows }: { feature: string; rows: WidgetSelector[] }) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable
      caption={fillName(apiStrings.selectorsCaption, feature)}
      columns={[apiStrings.name, apiStrings.returns, apiStrings.plan, apiStrings.description]}
      widths={['30%', '24%', '12%', '34%']}
    >
      {rows.map((selector) => {
        const anchor = widgetAnchor.selector(selector.name);
        return (
          <tr key={selector.name} id={anchor} data-slot="widget-row">
            <AnchorName anchor={anchor} name={selector.name} />
            <td>
              <TypeSignature type={selector.returns} productId="x-data-grid" owner={selector.name} />
            </td>
            <PlanCell plan={selector.plan} />
            <td>
              <DeprecatedNote reason={selector.deprecated} />
              <ApiMarkdown markdown={selector.description} />
            </td>
          </tr>
        );
      })}
    </ApiTable>
  );
}
