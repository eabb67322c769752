import { PieChart } from '@mui/x-charts/PieChart';
import { createShares } from '../../demo-data/chart-categories';

const shares = createShares(undefined, 9);

export default function PieHighlight() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: shares,
          innerRadius: 40,
          paddingAngle: 1,
          cornerRadius: 4,
          highlightScope: { highlight: 'item', fade: 'global' },
          // The hovered slice grows outwards; the others shrink and turn grey.
          highlighted: { additionalRadius: 8, cornerRadius: 8 },
          faded: { additionalRadius: -12, innerRadius: 46, color: '#bdbdbd' },
          valueFormatter: (slice) => `${slice.value}%`,
        },
      ]}
    />
  );
}
