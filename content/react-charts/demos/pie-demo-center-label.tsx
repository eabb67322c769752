import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { PieChart } from '@mui/x-charts/PieChart';

const tickets = [
  { id: 0, label: 'Sold', value: 1840 },
  { id: 1, label: 'Reserved', value: 420 },
  { id: 2, label: 'Available', value: 740, color: '#e0e0e0' },
];

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 600,
}));

// The drawing area gives the middle of the pie, wherever the legend sits.
function CenterLabel({ children }: { children: ReactNode }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {children}
    </CenterText>
  );
}

export default function PieDemoCenterLabel() {
  return (
    <PieChart height={240} series={[{ data: tickets, innerRadius: 70 }]}>
      <CenterLabel>3,000 seats</CenterLabel>
    </PieChart>
  );
}
