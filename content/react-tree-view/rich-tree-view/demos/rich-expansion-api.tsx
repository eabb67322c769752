import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichExpansionApi() {
  const apiRef = useTreeViewApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  const report = (message: string) => setLog((previous) => [message, ...previous].slice(0, 4));

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'public', shouldBeExpanded: true })}
        >
          Open public
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'public', shouldBeExpanded: false })}
        >
          Close public
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'src' })}
        >
          Toggle src
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => report(`isItemExpanded('src') returned ${String(apiRef.current?.isItemExpanded('src'))}`)}
        >
          Is src open?
        </Button>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5, minHeight: 96, fontSize: 14, color: 'text.secondary' }}>
        {log.length === 0 ? (
          <Typography component="li" variant="body2">
            Nothing yet.
          </Typography>
        ) : null}
        {log.map((entry, index) => (
          <li key={`${index}-${entry}`}>{entry}</li>
        ))}
      </Box>
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          apiRef={apiRef}
          items={projectFolder}
          onItemExpansionToggle={(_event, itemId, isExpanded) =>
            report(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`)
          }
          aria-label="Project files expanded from code"
        />
      </Box>
    </Stack>
  );
}
