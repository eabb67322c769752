import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';

const tasks = [
  { id: 0, label: 'Done', value: 42, color: '#2e7d32' },
  { id: 1, label: 'In review', value: 13, color: '#f9a825' },
  { id: 2, label: 'To do', value: 25, color: '#90a4ae' },
];

export default function PieDemoPaddingAngle() {
  return (
    <Stack direction="row" sx={{ width: '100%', justifyContent: 'center', flexWrap: 'wrap' }}>
      <PieChart
        width={220}
        height={220}
        hideLegend
        series={[{ data: tasks, innerRadius: 55, outerRadius: 90, paddingAngle: 4, cornerRadius: 6 }]}
      />
      <PieChart
        width={220}
        height={220}
        hideLegend
        series={[
          {
            data: tasks,
            innerRadius: 55,
            outerRadius: 90,
            paddingAngle: 4,
            cornerRadius: 6,
            startAngle: -110,
            endAngle: 110,
          },
        ]}
      />
    </Stack>
  );
}
