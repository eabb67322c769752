import { LineChart } from '@mui/x-charts/LineChart';

// Yearly revenue of two product lines, in US dollars.
const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024].map((year) => new Date(year, 0, 1));
const hardware = [182000, 205500, 231250, 226900, 198400, 251700, 288300, 301950, 334100];
const services = [64000, 79800, 102500, 131000, 166250, 190400, 224800, 262300, 297600];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const formatUsd = (value: number | null) => (value === null ? '' : usd.format(value));

export default function TooltipFormatting() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: years,
          scaleType: 'time',
          // The axis value heads the tooltip when trigger is 'axis' (the default for line charts).
          valueFormatter: (date: Date) => `${date.getFullYear()}`,
        },
      ]}
      yAxis={[{ width: 60, valueFormatter: (value: number) => `$${value / 1000}k` }]}
      series={[
        { data: hardware, label: 'Hardware', valueFormatter: formatUsd },
        { data: services, label: 'Services', valueFormatter: formatUsd },
      ]}
    />
  );
}
