import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// One block per axis under the pointer, with a total of the stacked series.
function StackTotal() {
  const axes = useAxesTooltip();
  if (!axes) {
    return null;
  }
  return (
    <Paper sx={{ p: 1.5, minWidth: 180 }}>
      {axes.map((axis) => {
        const total = axis.seriesItems.reduce((sum, item) => sum + (Number(item.value) || 0), 0);
        return (
          <div key={axis.axisId}>
            <Typography variant="subtitle2">{axis.axisFormattedValue}</Typography>
            {axis.seriesItems.map((item) => (
              <Typography key={item.seriesId} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <ChartsLabelMark type={item.markType} color={item.color} />
                {item.formattedLabel}: {item.formattedValue}
              </Typography>
            ))}
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
              Total: {total} tonnes
            </Typography>
          </div>
        );
      })}
    </Paper>
  );
}

function StackTotalTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <StackTotal />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomAxis() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: months, scaleType: 'band' }]}
      yAxis={[{ label: 'Tonnes' }]}
      series={[
        { data: [12, 11, 14, 13, 15, 16], label: 'Paper', stack: 'waste' },
        { data: [6, 7, 7, 8, 7, 9], label: 'Glass', stack: 'waste' },
        { data: [9, 8, 10, 12, 11, 13], label: 'Plastic', stack: 'waste' },
      ]}
      slots={{ tooltip: StackTotalTooltip }}
    />
  );
}
