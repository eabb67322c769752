import { BarChart } from '@mui/x-charts/BarChart';

// Points of five teams in a local five-a-side league.
const teams = ['Riverside', 'Ashford Utd', 'Hillcrest', 'Mill Lane', 'Docklands'];
const points = [31, 38, 24, 38, 19];

// Rank each team once; ties share a rank.
const ranks = points.map((value) => points.filter((other) => other > value).length + 1);

export default function TooltipSeriesFormatter() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: teams, scaleType: 'band' }]}
      series={[
        {
          data: points,
          label: 'Points',
          // context.dataIndex tells which team is being formatted.
          valueFormatter: (value, context) => `${value} pts (rank ${ranks[context.dataIndex]} of ${teams.length})`,
        },
      ]}
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
