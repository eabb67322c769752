import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Water of a small town in thousand cubic metres per year, with named and coloured nodes.
const nodes = [
  { id: 'river', label: 'River intake', color: '#0369a1' },
  { id: 'wells', label: 'Ground wells', color: '#0e7490' },
  { id: 'plant', label: 'Treatment plant', color: '#64748b' },
  { id: 'homes', label: 'Households', color: '#16a34a' },
  { id: 'farms', label: 'Farms', color: '#ca8a04' },
  { id: 'leaks', label: 'Leaks', color: '#dc2626' },
];

const links = [
  { source: 'river', target: 'plant', value: 820 },
  { source: 'wells', target: 'plant', value: 410 },
  { source: 'plant', target: 'homes', value: 690 },
  { source: 'plant', target: 'farms', value: 380 },
  // This link borrows the colour of its target node.
  { source: 'plant', target: 'leaks', value: 160, color: 'target' },
];

export default function SankeyExplicitNodes() {
  return <SankeyChart height={320} series={{ data: { nodes, links } }} />;
}
