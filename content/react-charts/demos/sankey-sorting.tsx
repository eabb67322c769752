import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLayoutLink,
  type SankeyLayoutNode,
} from '@mui/x-charts-pro/SankeyChart';

// Exports of a fruit cooperative in tonnes; the nodes are deliberately listed out of order.
const links = [
  { source: 'Pears', target: 'Spain', value: 40 },
  { source: 'Apples', target: 'Germany', value: 210 },
  { source: 'Cherries', target: 'Germany', value: 25 },
  { source: 'Apples', target: 'Spain', value: 60 },
  { source: 'Pears', target: 'Germany', value: 95 },
  { source: 'Apples', target: 'Norway', value: 120 },
  { source: 'Cherries', target: 'Norway', value: 70 },
];

const biggestNodeFirst = (a: SankeyLayoutNode, b: SankeyLayoutNode) => b.value - a.value;
const biggestLinkFirst = (a: SankeyLayoutLink, b: SankeyLayoutLink) => b.value - a.value;

export default function SankeySorting() {
  const [sortNodes, setSortNodes] = React.useState(true);
  const [sortLinks, setSortLinks] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={sortNodes} onChange={(event) => setSortNodes(event.target.checked)} />}
          label="nodeOptions.sort (largest first)"
        />
        <FormControlLabel
          control={<Switch checked={sortLinks} onChange={(event) => setSortLinks(event.target.checked)} />}
          label="linkOptions.sort (largest first)"
        />
      </Stack>
      <SankeyChart
        height={320}
        series={{
          data: { links },
          nodeOptions: sortNodes ? { sort: biggestNodeFirst } : {},
          linkOptions: sortLinks ? { sort: biggestLinkFirst } : {},
        }}
      />
    </Stack>
  );
}
