import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { chartsToolbarClasses } from '@mui/x-charts/Toolbar';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

const cafes = createCorrelatedPoints({ count: 80, seed: 122, x: [3.2, 0.8], slope: 40, intercept: 20, noise: 25 });

// Runs in the export iframe before printing or rasterizing: add a heading and a source line around the chart.
function addTitleAndSource(iframe: HTMLIFrameElement) {
  const document = iframe.contentDocument;
  const root = document?.body.firstElementChild;
  if (!document || !root) {
    return;
  }
  // Replacing the default callback also replaces what it did: leave the toolbar out of the export.
  document.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
  const title = document.createElement('h2');
  title.textContent = 'Coffee price against daily customers';
  title.style.cssText = 'font: 600 18px sans-serif; margin: 0 0 8px;';
  const source = document.createElement('p');
  source.textContent = 'Source: made-up survey of 80 cafés.';
  source.style.cssText = 'font: 12px sans-serif; color: #666; margin: 8px 0 0;';
  root.before(title);
  root.after(source);
}

export default function ExportOnBeforeExport() {
  return (
    <ScatterChartPro
      height={320}
      xAxis={[{ label: 'Price of an espresso (€)' }]}
      yAxis={[{ label: 'Customers per day' }]}
      series={[{ data: cafes, label: 'Cafés' }]}
      showToolbar
      slotProps={{
        toolbar: {
          printOptions: { onBeforeExport: addTitleAndSource },
          imageExportOptions: [{ type: 'image/png', onBeforeExport: addTitleAndSource }],
        },
      }}
    />
  );
}
