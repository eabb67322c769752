import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichItemsIndentation() {
  const [indent, setIndent] = React.useState(12);

  return (
    <Box sx={{ minWidth: 280 }}>
      <Typography id="rich-items-indent-label" variant="body2">
        itemChildrenIndentation: {indent}px
      </Typography>
      <Slider
        value={indent}
        min={0}
        max={48}
        step={4}
        onChange={(_event, value) => setIndent(value)}
        aria-labelledby="rich-items-indent-label"
        sx={{ maxWidth: 240 }}
      />
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          items={projectFolder}
          itemChildrenIndentation={indent}
          defaultExpandedItems={['src', 'src/components', 'src/hooks']}
          aria-label="Project files with adjustable indentation"
        />
      </Box>
    </Box>
  );
}
