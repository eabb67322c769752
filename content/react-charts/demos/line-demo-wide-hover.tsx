import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart, type AnimatedLineProps } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Draws the visible line, then a wide transparent copy on top that catches the pointer.
function WideHoverLine(props: AnimatedLineProps) {
  const { d, ownerState, className, skipAnimation: _skipAnimation, ...handlers } = props;
  return (
    <React.Fragment>
      <path
        d={d}
        className={className}
        fill="none"
        stroke={ownerState.color}
        strokeWidth={ownerState.isHighlighted ? 4 : 2}
        opacity={ownerState.isFaded ? 0.25 : 1}
      />
      <path d={d} className="wide-hover-zone" fill="none" stroke="transparent" strokeWidth={22} {...handlers} />
    </React.Fragment>
  );
}

export default function LineDemoWideHover() {
  const [showZone, setShowZone] = React.useState(true);

  return (
    <Box sx={{ width: '100%', '& .wide-hover-zone': showZone ? { stroke: '#9e9e9e', strokeOpacity: 0.2 } : {} }}>
      <FormControlLabel
        control={<Switch checked={showZone} onChange={(event) => setShowZone(event.target.checked)} />}
        label="Show the hover zone"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: [21, 25, 24, 30, 34, 39], label: 'Cycling', highlightScope: { highlight: 'item', fade: 'global' } },
          { data: [35, 31, 33, 29, 27, 24], label: 'Driving', highlightScope: { highlight: 'item', fade: 'global' } },
          { data: [14, 12, 18, 20, 22, 25], label: 'Transit', highlightScope: { highlight: 'item', fade: 'global' } },
        ]}
        slots={{ line: WideHoverLine }}
      />
    </Box>
  );
}
