import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A monthly household budget in euros. No `nodes` array: every id used in a link becomes a node.
const links = [
  { source: 'Salary', target: 'Budget', value: 3200 },
  { source: 'Side job', target: 'Budget', value: 450 },
  { source: 'Budget', target: 'Rent', value: 1150 },
  { source: 'Budget', target: 'Groceries', value: 620 },
  { source: 'Budget', target: 'Transport', value: 310 },
  { source: 'Budget', target: 'Savings', value: 900 },
  { source: 'Budget', target: 'Leisure', value: 670 },
];

export default function SankeyAutoNodes() {
  return <SankeyChart height={320} series={{ data: { links } }} />;
}
