import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const wind = createTimeSeries({ seed: 70, count: 200, base: 18, noise: 5, yearlyAmplitude: 3, weeklyAmplitude: 0 });
const clipId = 'zoom-slider-composition-clip';

export default function ZoomAndPanSliderComposition() {
  return (
    <ChartContainerPro
      height={320}
      dataset={wind}
      xAxis={[{ id: 'date', dataKey: 'date', scaleType: 'time', zoom: { slider: { enabled: true } } }]}
      yAxis={[{ id: 'speed', zoom: { slider: { enabled: true } }, width: 40 }]}
      series={[{ type: 'line', dataKey: 'value', label: 'Wind (km/h)', showMark: false }]}
    >
      <g clipPath={`url(#${clipId})`}>
        <LinePlot />
      </g>
      <ChartsXAxis />
      <ChartsYAxis />
      {/* One slider for each axis with slider.enabled. */}
      <ChartZoomSlider />
      <ChartsClipPath id={clipId} />
    </ChartContainerPro>
  );
}
