import { PieChart } from '@mui/x-charts/PieChart';

// A bakery's daily sales: the inner ring by category, the outer ring by product.
const categories = [
  { id: 'bread', label: 'Bread', value: 180, color: '#8d6e63' },
  { id: 'pastry', label: 'Pastries', value: 140, color: '#ffb300' },
];
const products = [
  { id: 'baguette', label: 'Baguette', value: 95, color: '#a1887f' },
  { id: 'rye', label: 'Rye loaf', value: 50, color: '#bcaaa4' },
  { id: 'sourdough', label: 'Sourdough', value: 35, color: '#d7ccc8' },
  { id: 'croissant', label: 'Croissant', value: 80, color: '#ffca28' },
  { id: 'eclair', label: 'Éclair', value: 60, color: '#ffe082' },
];

export default function PieDemoTwoLevel() {
  return (
    <PieChart
      height={300}
      hideLegend
      series={[
        { id: 'categories', data: categories, outerRadius: 75, arcLabel: 'label' },
        { id: 'products', data: products, innerRadius: 85, outerRadius: 125, paddingAngle: 1 },
      ]}
    />
  );
}
