import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeArcDesign() {
  return (
    <Gauge
      width={220}
      height={220}
      value={83}
      cornerRadius="50%"
      innerRadius="70%"
      text={({ value }) => `${value}%`}
      aria-label="Battery level"
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: { fontSize: 36, fontWeight: 700 },
        [`& .${gaugeClasses.valueArc}`]: { fill: '#43a047' },
        [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.disabledBackground },
      })}
    />
  );
}
