import type { ApiClass, ApiSlot } from '../engine/api/types';
import { AnchorName, ApiTable, breakableName } from './api-table';
import { useApiStrings } from './api-strings';
import { DeprecatedNote } from './deprecated-note';
import { ApiDefault, ApiMarkdown } from './markdown';

/** Slots of a component, rows anchored `#slot-<name>`. */
export function SlotsTable({ slots, labelledBy }: { slots: ApiSlot[]; labelledBy: string }) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable labelledBy={labelledBy} columns={[apiStrings.slotName, apiStrings.description]}>
      {slots.map((slot) => (
        <tr key={slot.name} id={`slot-${slot.name}`} data-slot="api-slot">
          <AnchorName
            anchor={`slot-${slot.name}`}
            name={slot.name}
            details={[
              {
                label: apiStrings.default,
                value: slot.default !== undefined && <ApiDefault value={slot.default} />,
              },
            ]}
          />
          <td>
            <DeprecatedNote reason={slot.deprecated} />
            <ApiMarkdown markdown={slot.description} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

/** CSS classes of a component, rows anchored `#classes-<rule>`. */
export function ClassesTable({ classes, labelledBy }: { classes: ApiClass[]; labelledBy: string }) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable labelledBy={labelledBy} columns={[apiStrings.ruleName, apiStrings.description]}>
      {classes.map((rule) => (
        <tr key={rule.name} id={`classes-${rule.name}`} data-slot="api-class">
          <AnchorName
            anchor={`classes-${rule.name}`}
            name={rule.name}
            details={[{ label: apiStrings.globalClass, value: <code>{breakableName(`.${rule.className}`)}</code> }]}
          />
          <td>
            <DeprecatedNote reason={rule.deprecated} />
            <ApiMarkdown markdown={rule.description} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
