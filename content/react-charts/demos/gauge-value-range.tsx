import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeValueRange() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {/* 0 to 100 by default. */}
      <Gauge width={130} height={130} value={64} aria-label="Score out of 100" />
      {/* A score out of 5 stars. */}
      <Gauge width={130} height={130} value={3.8} valueMax={5} aria-label="Rating out of 5" />
      {/* A thermostat from 5 to 30 °C. */}
      <Gauge width={130} height={130} value={21} valueMin={5} valueMax={30} aria-label="Thermostat, 5 to 30 °C" />
    </Stack>
  );
}
