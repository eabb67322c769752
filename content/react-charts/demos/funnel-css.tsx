import { FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';

// Support tickets of one week, from opened to closed.
const tickets = [
  { label: 'Opened', value: 260 },
  { label: 'Answered', value: 231 },
  { label: 'Solved', value: 188 },
  { label: 'Closed', value: 170 },
];

export default function FunnelCss() {
  return (
    <FunnelChart
      height={300}
      hideLegend
      colors={['#64748b']}
      series={[{ id: 'tickets', data: tickets }]}
      sx={{
        // The last section of the "tickets" series gets a hatched fill.
        [`[data-series="tickets"] .${funnelSectionClasses.root}:nth-of-type(4)`]: {
          fill: 'url(#funnel-css-hatch)',
        },
        // Every even section is drawn a little lighter.
        [`[data-series="tickets"] .${funnelSectionClasses.root}:nth-of-type(even)`]: {
          opacity: 0.75,
        },
      }}
    >
      <defs>
        <pattern id="funnel-css-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#0f766e" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#99f6e4" strokeWidth="3" />
        </pattern>
      </defs>
    </FunnelChart>
  );
}
