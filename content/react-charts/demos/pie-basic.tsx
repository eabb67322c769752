import { PieChart } from '@mui/x-charts/PieChart';

// How a household spends its monthly budget, in percent.
const budget = [
  { id: 'housing', value: 34, label: 'Housing' },
  { id: 'food', value: 18, label: 'Food' },
  { id: 'transport', value: 14, label: 'Transport' },
  { id: 'leisure', value: 12, label: 'Leisure' },
  { id: 'savings', value: 22, label: 'Savings' },
];

export default function PieBasic() {
  return <PieChart height={260} series={[{ data: budget }]} />;
}
