import { widgetAnchor } from '../../engine/widgets/resolve';
import type { WidgetEvent } from '../../engine/widgets/types';
import { AnchorName, ApiTable } from '../api-table';
import { useApiStrings } from '../api-strings';
import { ApiMarkdown } from '../markdown';
import { TypeSignature } from '../type-signature';
import { PlanCell } from './widget-cells';

/** `<GridEvents />`: the events of `GridEventLookup` (optionally one plan's), with their params type. */
export function GridEventsTable({ rows }: { rows: WidgetEvent[] }) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable
      caption={apiStrings.eventsCaption}
      columns={[apiStrings.name, apiStrings.params, apiStrings.plan, apiStrings.description]}
      widths={['28%', '26%', '12%', '34%']}
    >
      {rows.map((event) => {
        const anchor = widgetAnchor.event(event.name);
        return (
          <tr key={event.name} id={anchor} data-slot="widget-row">
            <AnchorName anchor={anchor} name={event.name} />
            <td>
              <TypeSignature type={event.params} productId="x-data-grid" owner={event.name} />
            </td>
            <PlanCell plan={event.plan} />
            <td>
              <ApiMarkdown markdown={event.description} />
            </td>
          </tr>
        );
      })}
    </ApiTable>
  );
}
