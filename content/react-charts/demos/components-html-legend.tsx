import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useBarSeries } from '@mui/x-charts/hooks';

// An HTML table built from the chart's own series: name, colour, total and best quarter.
function SeriesTable() {
  const series = useBarSeries();
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 14, '& td, & th': { px: 1.5, py: 0.5 } }}>
      <thead>
        <tr>
          <th scope="col">Shop</th>
          <th scope="col">Total</th>
          <th scope="col">Best quarter</th>
        </tr>
      </thead>
      <tbody>
        {series.map((bar) => {
          const values = bar.data.map((value) => value ?? 0);
          const best = values.indexOf(Math.max(...values));
          return (
            <tr key={bar.id}>
              <th scope="row" style={{ textAlign: 'left' }}>
                <Box
                  component="span"
                  sx={{ display: 'inline-block', width: 12, height: 12, mr: 1, bgcolor: bar.color }}
                />
                {typeof bar.label === 'function' ? bar.label('legend') : bar.label}
              </th>
              <td>{values.reduce((sum, value) => sum + value, 0)}</td>
              <td>Q{best + 1}</td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}

export default function ComponentsHtmlLegend() {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ data: ['Q1', 'Q2', 'Q3', 'Q4'], scaleType: 'band' }]}
      series={[
        { type: 'bar', id: 'harbour', data: [182, 240, 311, 205], label: 'Harbour shop' },
        { type: 'bar', id: 'station', data: [220, 198, 176, 254], label: 'Station shop' },
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: 'center', width: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </Box>
        <SeriesTable />
      </Box>
    </ChartDataProvider>
  );
}
