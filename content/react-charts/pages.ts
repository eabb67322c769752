import type { MuiPage } from '../../src/engine/types';
import { apiNavGroups } from '../api-nav';

/** Charts: the pages written so far, in reading order. */
export const chartsPages: MuiPage = {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  children: [
    { pathname: '/x/react-charts', title: 'Overview' },
    { pathname: '/x/react-charts/quickstart', title: 'Quickstart' },
    { pathname: '/x/react-charts/examples', title: 'Examples' },
    {
      pathname: '/x/react-chart-components',
      subheader: 'Components',
      children: [
        {
          pathname: '/x/react-charts-bars',
          title: 'Bars',
          children: [
            { pathname: '/x/react-charts/bars', title: 'Bars overview' },
            { pathname: '/x/react-charts/bar-demo', title: 'Demos' },
          ],
        },
        {
          pathname: '/x/react-charts-lines',
          title: 'Lines',
          children: [
            { pathname: '/x/react-charts/lines', title: 'Lines overview' },
            { pathname: '/x/react-charts/line-demo', title: 'Lines demo' },
            { pathname: '/x/react-charts/areas-demo', title: 'Area demo' },
          ],
        },
        {
          pathname: '/x/react-charts-pie',
          title: 'Pie',
          children: [
            { pathname: '/x/react-charts/pie', title: 'Pie overview' },
            { pathname: '/x/react-charts/pie-demo', title: 'Demo' },
          ],
        },
        {
          pathname: '/x/react-charts-scatter',
          title: 'Scatter',
          children: [
            { pathname: '/x/react-charts/scatter', title: 'Scatter overview' },
            { pathname: '/x/react-charts/scatter-demo', title: 'Demo' },
          ],
        },
        { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
        { pathname: '/x/react-charts/gauge', title: 'Gauge' },
        { pathname: '/x/react-charts/radar', title: 'Radar' },
        { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro' },
        {
          pathname: '/x/react-charts-funnel',
          title: 'Funnel',
          plan: 'pro',
          children: [
            { pathname: '/x/react-charts/funnel', title: 'Funnel overview' },
            { pathname: '/x/react-charts/pyramid', title: 'Pyramid demo' },
          ],
        },
        { pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro', unstable: true },
        {
          pathname: '/x/react-charts/main-features',
          subheader: 'Main features',
          children: [
            { pathname: '/x/react-charts/animation', title: 'Animation' },
            { pathname: '/x/react-charts/axis', title: 'Axis' },
            { pathname: '/x/react-charts/components', title: 'Custom components' },
            { pathname: '/x/react-charts/composition', title: 'Composition' },
            { pathname: '/x/react-charts/label', title: 'Label' },
            { pathname: '/x/react-charts/legend', title: 'Legend' },
            { pathname: '/x/react-charts/localization', title: 'Localization' },
            { pathname: '/x/react-charts/stacking', title: 'Stacking' },
            { pathname: '/x/react-charts/styling', title: 'Styling' },
            { pathname: '/x/react-charts/tooltip', title: 'Tooltip' },
            { pathname: '/x/react-charts/highlighting', title: 'Highlighting' },
            { pathname: '/x/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro' },
            { pathname: '/x/react-charts/export', title: 'Export', plan: 'pro' },
            { pathname: '/x/react-charts/toolbar', title: 'Toolbar' },
            {
              pathname: '/x/react-charts/data-grid-integration',
              title: 'Data Grid integration',
              plan: 'premium',
              unstable: true,
            },
          ],
        },
        {
          pathname: '/x/react-charts/resources-group',
          subheader: 'Resources',
          children: [
            {
              pathname: '/x/react-charts/hooks-group',
              title: 'Hooks',
              children: [
                { pathname: '/x/react-charts/hooks', title: 'Overview' },
                { pathname: '/x/react-charts/hooks/use-series', title: 'useSeries' },
                { pathname: '/x/react-charts/hooks/use-legend', title: 'useLegend' },
                { pathname: '/x/react-charts/hooks/use-drawing-area', title: 'useDrawingArea' },
                { pathname: '/x/react-charts/hooks/use-scale', title: 'useScale' },
              ],
            },
            { pathname: '/x/react-charts/plugins', title: 'Plugins' },
          ],
        },
      ],
    },
    apiNavGroups['x-charts'],
  ],
};
