import { BarChart } from '@mui/x-charts/BarChart';

// Share of electricity from renewables in a few countries (rounded, illustrative values).
const countries = [
  { code: 'NO', name: 'Norway', renewables: 98, wind: 10 },
  { code: 'PT', name: 'Portugal', renewables: 61, wind: 26 },
  { code: 'DE', name: 'Germany', renewables: 52, wind: 27 },
  { code: 'ES', name: 'Spain', renewables: 50, wind: 23 },
  { code: 'FR', name: 'France', renewables: 27, wind: 10 },
];

const nameOf = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

export default function TooltipAxisFormatter() {
  return (
    <BarChart
      height={300}
      dataset={countries}
      xAxis={[
        {
          dataKey: 'code',
          scaleType: 'band',
          // Ticks show the code; the tooltip header spells it out.
          valueFormatter: (code: string, context) =>
            context.location === 'tick' ? code : `Country: ${nameOf(code)} (${code})`,
        },
      ]}
      yAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          dataKey: 'renewables',
          // A shorter series name in the tooltip than in the legend.
          label: (location) => (location === 'tooltip' ? 'All renewables' : 'All renewable sources'),
          valueFormatter: (value) => `${value}%`,
        },
        { dataKey: 'wind', label: 'Wind', valueFormatter: (value) => `${value}%` },
      ]}
    />
  );
}
