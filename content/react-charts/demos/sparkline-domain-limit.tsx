import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// From -12 to 87: the domain limits decide how much room is left around it.
const change = [-12, 5, 31, 18, 46, 62, 40, 87, 55];

const settings: {
  name: string;
  domainLimit: 'nice' | 'strict' | ((min: number, max: number) => { min: number; max: number });
}[] = [
  { name: "'nice' (rounded)", domainLimit: 'nice' },
  { name: "'strict' (data only)", domainLimit: 'strict' },
  {
    name: 'function: 20% margin',
    domainLimit: (min, max) => ({ min: min - (max - min) * 0.2, max: max + (max - min) * 0.2 }),
  },
];

export default function SparklineDomainLimit() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 2, alignItems: 'center', width: '100%' }}>
      {settings.map(({ name, domainLimit }) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography variant="body2">{name}</Typography>
          <SparkLineChart
            data={change}
            height={70}
            area
            baseline="min"
            yAxis={{ domainLimit }}
            sx={{ border: 1, borderColor: 'divider' }}
          />
        </Box>
      ))}
    </Box>
  );
}
