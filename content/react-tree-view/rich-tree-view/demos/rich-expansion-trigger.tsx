import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

type Trigger = 'content' | 'iconContainer';

export default function RichExpansionTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('iconContainer');

  return (
    <Box sx={{ minWidth: 260 }}>
      <RadioGroup
        row
        aria-label="expansionTrigger"
        value={trigger}
        onChange={(event) => setTrigger(event.target.value as Trigger)}
      >
        <FormControlLabel value="content" control={<Radio size="small" />} label="content" />
        <FormControlLabel value="iconContainer" control={<Radio size="small" />} label="iconContainer" />
      </RadioGroup>
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          expansionTrigger={trigger}
          items={projectFolder}
          aria-label="Project files, expanded from the arrow"
        />
      </Box>
    </Box>
  );
}
