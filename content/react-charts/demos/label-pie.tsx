import { PieChart } from '@mui/x-charts/PieChart';

// Where a household budget goes each month.
const budget = [
  { id: 'housing', value: 1150, long: 'Housing and utilities', short: 'Housing' },
  { id: 'food', value: 620, long: 'Food and groceries', short: 'Food' },
  { id: 'transport', value: 310, long: 'Transport and travel', short: 'Travel' },
  { id: 'savings', value: 400, long: 'Savings and pension', short: 'Savings' },
];

export default function LabelPie() {
  return (
    <PieChart
      height={300}
      series={[
        {
          arcLabel: 'label',
          arcLabelMinAngle: 25,
          // Pie labels belong to each slice, and may depend on where they are shown.
          data: budget.map(({ id, value, long, short }) => ({
            id,
            value,
            label: (location: 'legend' | 'tooltip' | 'arc') => (location === 'arc' ? short : long),
          })),
          valueFormatter: (item) => `€${item.value}`,
        },
      ]}
    />
  );
}
