import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Members of a chess club by rating band, strongest players at the top.
const club = [
  { label: 'Master', value: 4 },
  { label: 'Expert', value: 11 },
  { label: 'Club player', value: 35 },
  { label: 'Beginner', value: 62 },
];

export default function FunnelPyramid() {
  return <FunnelChart height={300} series={[{ curve: 'pyramid', data: club }]} />;
}
