import { BarChart } from '@mui/x-charts/BarChart';

// Members of a sports club by age group (made-up figures).
const ageGroups = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70+'];
const women = [42, 118, 96, 74, 81, 63, 40, 22];
const men = [48, 131, 88, 70, 77, 58, 35, 15];

const formatCount = (value: number | null) => (value === null ? '' : `${Math.abs(value)} members`);

export default function BarDemoPyramid() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ageGroups, width: 50, categoryGapRatio: 0.1 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}` }]}
      series={[
        // Negative numbers send one side to the left of the axis; the formatters hide the sign.
        { data: men.map((count) => -count), label: 'Men', stack: 'people', valueFormatter: formatCount },
        { data: women, label: 'Women', stack: 'people', valueFormatter: formatCount },
      ]}
      grid={{ vertical: true }}
    />
  );
}
