import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function BarDemoMixed() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 50 }]}
      series={[
        // Two series share a stack; the budget stands on its own next to them.
        { data: [310, 280, 350, 420], label: 'Salaries', stack: 'spent' },
        { data: [90, 140, 120, 160], label: 'Equipment', stack: 'spent' },
        { data: [420, 420, 450, 520], label: 'Budget' },
      ]}
    />
  );
}
