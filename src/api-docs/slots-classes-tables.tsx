import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ApiClass, ApiSlot } from '../engine/api/types';
import { AnchorName, ApiTable } from './api-table';
import { useApiStrings } from './api-strings';
import { DeprecatedNote } from './deprecated-note';
import { ApiMarkdown } from './markdown';

/** Slots of a component, rows anchored `#slot-<name>`. */
export function SlotsTable({ slots, labelledBy }: { slots: ApiSlot[]; labelledBy: string }) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable labelledBy={labelledBy} columns={[apiStrings.slotName, apiStrings.default, apiStrings.description]}>
      {slots.map((slot) => (
        <TableRow key={slot.name} id={`slot-${slot.name}`} data-slot="api-slot" sx={{ scrollMarginTop: 80 }}>
          <AnchorName anchor={`slot-${slot.name}`} name={slot.name} />
          <TableCell sx={{ verticalAlign: 'top' }}>
            {slot.default !== undefined && <code>{slot.default}</code>}
          </TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>
            <DeprecatedNote reason={slot.deprecated} />
            <ApiMarkdown markdown={slot.description} />
          </TableCell>
        </TableRow>
      ))}
    </ApiTable>
  );
}

/** CSS classes of a component, rows anchored `#classes-<rule>`. */
export function ClassesTable({ classes, labelledBy }: { classes: ApiClass[]; labelledBy: string }) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable labelledBy={labelledBy} columns={[apiStrings.ruleName, apiStrings.globalClass, apiStrings.description]}>
      {classes.map((rule) => (
        <TableRow key={rule.name} id={`classes-${rule.name}`} data-slot="api-class" sx={{ scrollMarginTop: 80 }}>
          <AnchorName anchor={`classes-${rule.name}`} name={rule.name} />
          <TableCell sx={{ verticalAlign: 'top' }}>
            <code>{`.${rule.className}`}</code>
          </TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>
            <DeprecatedNote reason={rule.deprecated} />
            <ApiMarkdown markdown={rule.description} />
          </TableCell>
        </TableRow>
      ))}
    </ApiTable>
  );
}
