import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';
import { createScatterClusters } from '../../demo-data/chart-scatter';

const [birch = [], willow = []] = createScatterClusters(
  [
    { x: 4, y: 6, count: 30 },
    { x: 7, y: 3, count: 30 },
  ],
  15,
);

export default function ScatterCss() {
  return (
    <ScatterChart
      height={300}
      yAxis={[{ width: 30 }]}
      series={[
        { id: 'birch', data: birch, label: 'Birch leaves', highlightScope: { highlight: 'item', fade: 'global' } },
        { id: 'willow', data: willow, label: 'Willow leaves', highlightScope: { highlight: 'item', fade: 'global' } },
      ]}
      sx={{
        [`& .${scatterClasses.root} circle`]: { transition: 'opacity 0.2s' },
        '& [data-faded=true]': { opacity: 0.25 },
        '& [data-series="birch"] [data-highlighted=true]': { stroke: '#1b5e20', strokeWidth: 3 },
        '& [data-series="willow"] [data-highlighted=true]': { stroke: '#000', strokeWidth: 2, strokeDasharray: '2 2' },
      }}
    />
  );
}
