import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichFocusApi() {
  const apiRef = useTreeViewApiRef();
  const [lastFocused, setLastFocused] = React.useState<string | null>(null);

  // focusItem ignores items hidden inside a collapsed parent, so open the ancestors first.
  const revealAndFocus = (event: React.MouseEvent, itemId: string, ancestors: string[]) => {
    ancestors.forEach((ancestorId) =>
      apiRef.current?.setItemExpansion({ event, itemId: ancestorId, shouldBeExpanded: true }),
    );
    // Wait one frame so the newly expanded items are in the DOM before moving focus.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, itemId));
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'package.json')}>
          Focus package.json
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'src/hooks/use-fetch.ts')}
        >
          Focus use-fetch.ts directly
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => revealAndFocus(event, 'src/hooks/use-fetch.ts', ['src', 'src/hooks'])}
        >
          Reveal and focus use-fetch.ts
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        onItemFocus last reported: {lastFocused ?? 'nothing yet'}
      </Typography>
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          apiRef={apiRef}
          items={projectFolder}
          onItemFocus={(_event, itemId) => setLastFocused(itemId)}
          aria-label="Project files focused from code"
        />
      </Box>
    </Stack>
  );
}
