import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { DemoTreeItem } from '../../demo-data/tree-items';

const checklist: DemoTreeItem[] = [
  {
    id: 'prepare',
    label: 'Prepare',
    children: [
      { id: 'prepare-changelog', label: 'Write the changelog' },
      { id: 'prepare-versions', label: 'Bump package versions' },
    ],
  },
  {
    id: 'verify',
    label: 'Verify',
    children: [
      { id: 'verify-tests', label: 'Run the test suite' },
      { id: 'verify-docs', label: 'Proofread the docs' },
    ],
  },
  { id: 'publish', label: 'Publish to the registry' },
];

export default function A11yLabelledTree() {
  // useId gives the same id on the server and in the browser, so hydration stays consistent.
  const titleId = React.useId();
  const hintId = React.useId();

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography id={titleId} variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Release checklist
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Steps are grouped by phase. Open a phase with the Right arrow key.
      </Typography>
      <RichTreeView
        items={checklist}
        defaultExpandedItems={['prepare']}
        aria-labelledby={titleId}
        aria-describedby={hintId}
      />
    </Box>
  );
}
