import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Candidates at each stage of one hiring round.
const hiring = [
  { label: 'Applied', value: 640 },
  { label: 'Screened', value: 310 },
  { label: 'Interviewed', value: 120 },
  { label: 'Offered', value: 28 },
  { label: 'Hired', value: 19 },
];

export default function FunnelBasic() {
  return <FunnelChart height={320} series={[{ data: hiring }]} />;
}
