import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { createVisitorFlows } from '../../demo-data/chart-flows';

const visits = createVisitorFlows();

export default function SankeyValueFormatter() {
  return (
    <SankeyChart
      height={340}
      series={{
        data: visits,
        linkOptions: { showValues: true },
        valueFormatter: (value, context) => {
          const count = value.toLocaleString('en-GB');
          if (context.type === 'link') {
            // Links are labelled on the chart, so keep the label short.
            return context.location === 'label' ? count : `${count} visitors moved on`;
          }
          // A node's value is the sum of everything flowing through it.
          return context.location === 'tooltip' ? `${count} visitors in total` : count;
        },
      }}
    />
  );
}
