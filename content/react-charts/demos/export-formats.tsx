import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ChartsToolbarImageExportOptions } from '@mui/x-charts-pro/ChartsToolbarPro';
import { createMonthlySeries } from '../../demo-data/chart-time-series';

const revenue = createMonthlySeries({ months: 24, seed: 121 });
const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
// The export file takes the chart's title as its name.
const fileName = 'Monthly revenue 2023-2024';

export default function ExportFormats() {
  const [print, setPrint] = React.useState(true);
  const [types, setTypes] = React.useState<string[]>(['image/png', 'image/jpeg']);

  const imageExportOptions: ChartsToolbarImageExportOptions[] = types.map((type) => ({ type, fileName }));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row aria-label="Export formats">
        <FormControlLabel
          control={<Checkbox checked={print} onChange={(event) => setPrint(event.target.checked)} />}
          label="Print"
        />
        {imageTypes.map((type) => (
          <FormControlLabel
            key={type}
            control={
              <Checkbox
                checked={types.includes(type)}
                onChange={(event) =>
                  setTypes((previous) =>
                    event.target.checked ? [...previous, type] : previous.filter((item) => item !== type),
                  )
                }
              />
            }
            label={type}
          />
        ))}
      </FormGroup>
      <LineChartPro
        height={300}
        dataset={revenue}
        xAxis={[{ dataKey: 'date', scaleType: 'time' }]}
        series={[{ dataKey: 'value', label: 'Revenue (k€)' }]}
        showToolbar
        slotProps={{
          toolbar: {
            printOptions: { disableToolbarButton: !print, fileName },
            imageExportOptions,
          },
        }}
      />
    </Stack>
  );
}
