import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { meetupProgramme, type ProgrammeItem } from '../../demo-data/meetup-programme';

const isUnavailable = (item: ProgrammeItem) => Boolean(item.unavailable);
const isSession = (item: ProgrammeItem) => !item.children;

/** Names a key the way the keyboard table on this page writes it. */
const keyName = (event: React.KeyboardEvent) => {
  const key = event.key === ' ' ? 'Space' : event.key;
  return [event.ctrlKey || event.metaKey ? 'Ctrl' : '', event.shiftKey && key.length > 1 ? 'Shift' : '', key]
    .filter(Boolean)
    .join('+');
};

export default function OverviewKeyboard() {
  const lastInput = React.useRef('click');
  const [log, setLog] = React.useState<string[]>([]);
  const add = (effect: string) => setLog((previous) => [`${lastInput.current} → ${effect}`, ...previous].slice(0, 6));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 260 }}>
      <Box
        sx={{ flex: 1, minHeight: 320 }}
        onKeyDownCapture={(event) => {
          lastInput.current = keyName(event);
        }}
        onPointerDownCapture={() => {
          lastInput.current = 'click';
        }}
      >
        <RichTreeView
          items={meetupProgramme}
          multiSelect
          isItemEditable={isSession}
          isItemDisabled={isUnavailable}
          expansionTrigger="content"
          defaultExpandedItems={['friday']}
          onItemFocus={(_event, itemId) => add(`focus on ${itemId}`)}
          onItemExpansionToggle={(_event, itemId, isExpanded) => add(`${isExpanded ? 'opened' : 'closed'} ${itemId}`)}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            add(`${isSelected ? 'selected' : 'deselected'} ${itemId}`)
          }
          onItemLabelChange={(itemId, label) => add(`renamed ${itemId} to “${label}”`)}
          aria-label="Meetup programme for trying keys"
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">What each key did</Typography>
        {log.length === 0 ? (
          <Typography variant="body2">Click “Friday”, then use the arrows, Space, Enter or a letter.</Typography>
        ) : null}
        <Box component="ol" sx={{ m: 0, pl: 2.5, fontSize: 14, fontFamily: 'monospace' }}>
          {log.map((line, index) => (
            <li key={`${String(log.length - index)}-${line}`}>{line}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
