import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { createRandom, randomInt } from '../../demo-data/random';

const lanes = ['Lane 1', 'Lane 2', 'Lane 3'];
const sessions = ['6:00', '7:00', '8:00', '12:00', '18:00'];
const random = createRandom(55);
// Swimmers per lane and session.
const swimmers = sessions.flatMap((_, x) =>
  lanes.map((__, y): [number, number, number] => [x, y, randomInt(random, 1, 14)]),
);

type CellProps = React.SVGProps<SVGRectElement> & {
  x: number;
  y: number;
  width: number;
  height: number;
  ownerState: { color: string; dataIndex: number; isHighlighted: boolean; isFaded: boolean };
};

// A rounded tile with a gap around it and the value written inside.
function TileCell({ x, y, width, height, ownerState, ...other }: CellProps) {
  const [, , value] = swimmers[ownerState.dataIndex] ?? [];
  return (
    <React.Fragment>
      <rect
        {...other}
        x={x + 3}
        y={y + 3}
        width={Math.max(0, width - 6)}
        height={Math.max(0, height - 6)}
        rx={ownerState.isHighlighted ? 2 : 10}
        fill={ownerState.color}
      />
      <text x={x + width / 2} y={y + height / 2} textAnchor="middle" dominantBaseline="central" pointerEvents="none">
        {value}
      </text>
    </React.Fragment>
  );
}

export default function HeatmapCustomCell() {
  return (
    <Heatmap
      height={240}
      xAxis={[{ data: sessions }]}
      yAxis={[{ data: lanes, width: 60 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 14, color: ['#e1f5fe', '#4fc3f7'] } }]}
      series={[{ data: swimmers, label: 'Swimmers', highlightScope: { highlight: 'item' } }]}
      slots={{ cell: TileCell }}
    />
  );
}
