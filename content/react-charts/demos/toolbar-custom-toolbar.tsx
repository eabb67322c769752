import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import PrintIcon from '@mui/icons-material/Print';
import ImageIcon from '@mui/icons-material/Image';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { chartsToolbarClasses, Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

// A toolbar of our own: a title, then four buttons. The triggers bring the behaviour,
// ToolbarButton brings the keyboard navigation, and render decides what is drawn.
function ObservatoryToolbar() {
  return (
    <Toolbar className={chartsToolbarClasses.root} style={{ justifyContent: 'space-between' }}>
      <Typography variant="subtitle2" sx={{ px: 1 }}>
        Star survey
      </Typography>
      <div>
        {/* render as an element: the trigger's props and children are merged into it. */}
        <ChartsToolbarZoomInTrigger render={<ToolbarButton aria-label="Zoom in" />}>
          <ZoomInIcon fontSize="small" />
        </ChartsToolbarZoomInTrigger>
        {/* render as a function: it receives the props to pass on. */}
        <ChartsToolbarZoomOutTrigger
          render={(props) => (
            <ToolbarButton {...props} aria-label="Zoom out">
              <ZoomOutIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
        <Divider orientation="vertical" flexItem sx={{ display: 'inline', mx: 0.5 }} />
        <ChartsToolbarPrintExportTrigger
          render={(props) => (
            <ToolbarButton {...props} aria-label="Print">
              <PrintIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
        <ChartsToolbarImageExportTrigger
          options={{ type: 'image/png' }}
          render={(props) => (
            <ToolbarButton {...props} aria-label="Save as PNG">
              <ImageIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </div>
    </Toolbar>
  );
}

const stars = createCorrelatedPoints({
  count: 120,
  seed: 77,
  x: [5500, 1500],
  slope: 0.0009,
  intercept: -3.2,
  noise: 0.6,
});

export default function ToolbarCustomToolbar() {
  return (
    <ScatterChartPro
      height={340}
      xAxis={[{ label: 'Surface temperature (K)', zoom: true }]}
      yAxis={[{ label: 'Brightness (log L/L☉)', zoom: true }]}
      series={[{ data: stars, label: 'Stars' }]}
      showToolbar
      slots={{ toolbar: ObservatoryToolbar }}
    />
  );
}
