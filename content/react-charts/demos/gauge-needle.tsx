import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

// A needle drawn from the centre to the value, from the gauge's own state.
function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) return null; // no value to point at
  const tip = { x: cx + outerRadius * Math.sin(valueAngle), y: cy - outerRadius * Math.cos(valueAngle) };
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill="#424242" />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke="#424242" strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

export default function GaugeNeedle() {
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Typography id="gauge-needle-label" variant="body2">
        Wind speed (km/h)
      </Typography>
      <GaugeContainer
        width={240}
        height={160}
        startAngle={-90}
        endAngle={90}
        value={62}
        valueMax={120}
        innerRadius="80%"
        aria-labelledby="gauge-needle-label"
        aria-valuetext="62 kilometres an hour, strong breeze"
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <Needle />
      </GaugeContainer>
    </Stack>
  );
}
