import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeBasic() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Gauge width={120} height={120} value={72} aria-label="Disk used" />
      <Gauge width={120} height={120} value={35} startAngle={-90} endAngle={90} aria-label="Memory used" />
    </Stack>
  );
}
