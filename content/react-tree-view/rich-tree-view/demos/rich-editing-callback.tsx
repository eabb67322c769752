import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richRecipes } from '../../../demo-data/rich-recipes';

interface Rename {
  itemId: string;
  label: string;
  at: number;
}

export default function RichEditingCallback() {
  const [renames, setRenames] = React.useState<Rename[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1, minHeight: 280 }}>
        <RichTreeView
          items={richRecipes}
          isItemEditable
          onItemLabelChange={(itemId, label) =>
            setRenames((previous) => [{ itemId, label, at: previous.length + 1 }, ...previous])
          }
          defaultExpandedItems={['breakfast', 'dinner']}
          aria-label="Recipe book you can rename"
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">Renames to send</Typography>
        {renames.length === 0 ? (
          <Typography variant="body2">Double-click a recipe and type a new name.</Typography>
        ) : null}
        <Box component="ol" sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
          {renames.map((rename) => (
            <li key={rename.at}>
              <code>{rename.itemId}</code> is now “{rename.label}”
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
