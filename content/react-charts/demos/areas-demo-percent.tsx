import { LineChart } from '@mui/x-charts/LineChart';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Ways people pay in a shop, in thousands of payments.
const methods = [
  { label: 'Cash', data: [820, 790, 740, 690, 620, 410, 380, 350, 320, 290] },
  { label: 'Card', data: [610, 660, 700, 760, 800, 880, 900, 920, 930, 940] },
  { label: 'Phone', data: [20, 45, 80, 130, 190, 330, 420, 510, 590, 670] },
];

export default function AreasDemoPercent() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ width: 50, valueFormatter: (share: number) => `${Math.round(share * 100)}%` }]}
      series={methods.map((method) => ({
        ...method,
        area: true,
        showMark: false,
        stack: 'payments',
        // Each year's stack is rescaled to fill 0 to 1.
        stackOffset: 'expand' as const,
      }))}
    />
  );
}
