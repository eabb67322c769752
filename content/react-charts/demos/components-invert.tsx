import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

// Follows the pointer with a horizontal line and reads the value of both y-axes at that height.
function ValueReader() {
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const celsius = useYScale<'linear'>('celsius');
  const fahrenheit = useYScale<'linear'>('fahrenheit');
  const [y, setY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      const pointerY = event.clientY - svg.getBoundingClientRect().top;
      setY(pointerY >= top && pointerY <= top + height ? pointerY : null);
    };
    const handleLeave = () => setY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, top, height]);

  if (y === null) {
    return null;
  }
  return (
    <g pointerEvents="none">
      <line x1={left} x2={left + width} y1={y} y2={y} stroke="#9e9e9e" strokeDasharray="4 3" />
      <text x={left + 6} y={y - 6} fontSize={12} fill="#1565c0">
        {`${celsius.invert(y).toFixed(1)} °C`}
      </text>
      <text x={left + width - 6} y={y - 6} fontSize={12} fill="#c62828" textAnchor="end">
        {`${fahrenheit.invert(y).toFixed(0)} °F`}
      </text>
    </g>
  );
}

const celsiusData = createMonthlyTemperatures(66);

export default function ComponentsInvert() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: [...monthLabels], scaleType: 'point' }]}
      yAxis={[
        { id: 'celsius', position: 'left', label: '°C' },
        { id: 'fahrenheit', position: 'right', label: '°F' },
      ]}
      series={[
        { data: celsiusData, label: 'Lisbon (°C)', yAxisId: 'celsius' },
        { data: celsiusData.map((value) => value * 1.8 + 32 - 12), label: 'Chicago (°F)', yAxisId: 'fahrenheit' },
      ]}
      axisHighlight={{ x: 'none' }}
    >
      <ValueReader />
    </LineChart>
  );
}
