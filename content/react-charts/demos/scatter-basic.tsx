import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createScatterClusters } from '../../demo-data/chart-scatter';

// Two groups of apartments: surface (m²) against monthly rent (hundreds of €).
const [cityCentre = [], suburbs = []] = createScatterClusters([
  { x: 55, y: 14, spread: 6, count: 40 },
  { x: 80, y: 11, spread: 7, count: 40 },
]);

export default function ScatterBasic() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Surface (m²)' }]}
      yAxis={[{ label: 'Rent (100 €)', width: 50 }]}
      series={[
        { data: cityCentre, label: 'City centre' },
        { data: suburbs, label: 'Suburbs' },
      ]}
    />
  );
}
