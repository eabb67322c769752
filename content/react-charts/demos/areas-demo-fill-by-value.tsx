import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 16 }, (_, index) => index + 1);
// Weekly cash balance of a small shop, in thousands: it dips below zero in the middle.
const balance = [8, 6, 5, 2, -1, -4, -6, -3, 1, 3, 2, -2, 0, 4, 7, 9];

// A vertical gradient that switches colour exactly where the y-axis crosses 0.
function ZeroGradient({ id }: { id: string }) {
  const { top, height } = useDrawingArea();
  const yScale = useYScale();
  const zero = yScale(0) ?? top + height;
  const offset = Math.min(1, Math.max(0, (zero - top) / height));

  return (
    <defs>
      <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" x2="0" y1={top} y2={top + height}>
        <stop offset={offset} stopColor="#43a047" stopOpacity={0.5} />
        <stop offset={offset} stopColor="#e53935" stopOpacity={0.5} />
      </linearGradient>
    </defs>
  );
}

export default function AreasDemoFillByValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, label: 'Week' }]}
      yAxis={[{ width: 40 }]}
      series={[{ data: balance, label: 'Cash balance (k€)', area: true, showMark: false, color: '#616161' }]}
      sx={{ [`& .${areaElementClasses.root}`]: { fill: 'url(#areas-demo-zero)' } }}
    >
      <ZeroGradient id="areas-demo-zero" />
    </LineChart>
  );
}
