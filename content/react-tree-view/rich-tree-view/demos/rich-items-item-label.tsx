import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { plantGlossary, type PlantEntry } from '../../../demo-data/rich-item-shapes';

const commonLabel = (plant: PlantEntry) => plant.commonName;
const latinLabel = (plant: PlantEntry) => `${plant.commonName} — ${plant.latinName}`;

export default function RichItemsItemLabel() {
  const [withLatin, setWithLatin] = React.useState(false);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={withLatin} onChange={(event) => setWithLatin(event.target.checked)} />}
        label="Show Latin names"
      />
      <RichTreeView
        items={plantGlossary}
        getItemLabel={withLatin ? latinLabel : commonLabel}
        defaultExpandedItems={['herbs', 'trees']}
        aria-label="Plant glossary"
      />
    </Box>
  );
}
