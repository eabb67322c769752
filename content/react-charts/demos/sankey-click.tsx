import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart, type SankeyItemIdentifierWithData } from '@mui/x-charts-pro/SankeyChart';
import { createEnergyFlows } from '../../demo-data/chart-flows';

const energy = createEnergyFlows(41);

function describe(item: SankeyItemIdentifierWithData | null) {
  if (!item) {
    return 'Click a node or a link.';
  }
  if (item.subType === 'node') {
    return `Node "${item.nodeId}": ${item.node.value} TWh pass through it.`;
  }
  return `Link from "${item.sourceId}" to "${item.targetId}": ${item.link.value} TWh.`;
}

export default function SankeyClick() {
  const [clicked, setClicked] = React.useState<SankeyItemIdentifierWithData | null>(null);
  return (
    <Stack spacing={1}>
      <SankeyChart
        height={340}
        series={{ data: energy }}
        onNodeClick={(_, node) => setClicked(node)}
        onLinkClick={(_, link) => setClicked(link)}
      />
      <Typography role="status" variant="body2">
        {describe(clicked)}
      </Typography>
    </Stack>
  );
}
