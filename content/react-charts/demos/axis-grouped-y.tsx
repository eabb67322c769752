import { BarChart } from '@mui/x-charts/BarChart';

// Hours a small team logged per task, each task filed under an area and a sub-area.
const tasks = [
  { area: 'Product', part: 'Design', task: 'Wireframes', hours: 14 },
  { area: 'Product', part: 'Design', task: 'Icon set', hours: 9 },
  { area: 'Product', part: 'Research', task: 'Interviews', hours: 18 },
  { area: 'Engineering', part: 'Frontend', task: 'Checkout form', hours: 26 },
  { area: 'Engineering', part: 'Frontend', task: 'Search page', hours: 21 },
  { area: 'Engineering', part: 'Backend', task: 'Billing API', hours: 31 },
  { area: 'Engineering', part: 'Backend', task: 'Exports', hours: 12 },
];

const byTask = new Map(tasks.map((row) => [row.task, row]));

export default function AxisGroupedY() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      dataset={tasks}
      yAxis={[
        {
          dataKey: 'task',
          scaleType: 'band',
          width: 270,
          groups: [
            { getValue: (task: string) => task, tickSize: 6 },
            { getValue: (task: string) => byTask.get(task)?.part ?? '', tickSize: 110 },
            { getValue: (task: string) => byTask.get(task)?.area ?? '', tickSize: 180 },
          ],
        },
      ]}
      xAxis={[{ label: 'Hours' }]}
      series={[{ dataKey: 'hours', label: 'Hours logged' }]}
      sx={{
        // The outermost level (areas) in bold, and the sub-area ticks in the secondary colour.
        '& .MuiChartsAxis-tickContainer[data-group-index="2"] text': { fontWeight: 700 },
        '& .MuiChartsAxis-tickContainer[data-group-index="1"] line': { stroke: '#ed6c02' },
      }}
    />
  );
}
