import { LineChart, areaElementClasses, lineElementClasses } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023, 2024];

export default function LinesCss() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ width: 40 }]}
      series={[
        { id: 'forecast', data: [50, 54, 57, 61, 66, 70], label: 'Forecast', showMark: false },
        { id: 'actual', data: [48, 45, 58, 63, 64, 73], label: 'Actual', area: true, showMark: false },
      ]}
      sx={{
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        [`& .${lineElementClasses.root}[data-series="forecast"]`]: { strokeDasharray: '6 4' },
        [`& .${areaElementClasses.root}[data-series="actual"]`]: { fill: 'url(#lines-css-fade)' },
      }}
    >
      <defs>
        <linearGradient id="lines-css-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#26a69a" stopOpacity={0.6} />
          <stop offset="100%" stopColor="#26a69a" stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
