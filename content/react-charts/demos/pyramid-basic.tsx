import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Trees in a city park by age, from saplings to veterans.
const trees = [
  { label: 'Over 100 years', value: 14 },
  { label: '50 to 100 years', value: 52 },
  { label: '20 to 50 years', value: 130 },
  { label: 'Under 20 years', value: 290 },
];

export default function PyramidBasic() {
  return <FunnelChart height={320} series={[{ curve: 'pyramid', data: trees }]} />;
}
