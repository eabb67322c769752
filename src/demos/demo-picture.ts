import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { DemoScope } from './compile-demo';

/**
 * What a demo's prerendered picture shows until the live demo replaces it. Some components render nothing on the
 * server, as they need the browser's layout first: the Data Grid leaves the box it sits in empty, and a chart without
 * a fixed width draws an empty surface (an `<svg>` whose view box is 0 wide), with its legend over it. Such a picture
 * gets a skeleton drawn in CSS into the very box the component will fill, so it keeps the demo's own size and nothing
 * moves when the demo goes live, with or without JavaScript (issue 53).
 */
export type PictureSkeleton = 'grid';

/** The skeleton a demo's picture needs, from the packages its own file imports (its live editor's scope). */
export function skeletonOf(scope: DemoScope | undefined): PictureSkeleton | undefined {
  if (!scope) return undefined;
  return Object.keys(scope).some((specifier) => specifier.startsWith('@mui/x-data-grid')) ? 'grid' : undefined;
}

/** The Data Grid's own header and row heights (standard density). */
const HEADER = 56;
const ROW = 52;

const LINE = 'var(--mui-palette-divider)';
const BAR = 'var(--mui-palette-action-selected)';
const AXIS = 'var(--mui-palette-text-disabled)';
/** The page's background, painted over the stripes between cells' text bars. */
const PAGE = 'var(--mui-palette-background-default)';

const solid = (color: string) => `linear-gradient(${color}, ${color})`;

/**
 * Column headers, then rows of cells, each cell a grey bar of text, five columns to the width. Layers, top first:
 * the gaps between header labels, the labels, the header band and its line, row lines, the gaps between cells' bars,
 * the bars. The gaps are the page's colour painted over a stripe that runs the whole width.
 */
const GRID_SKELETON: SystemStyleObject<Theme> = {
  minHeight: HEADER + 2 * ROW,
  borderRadius: '4px',
  boxShadow: `inset 0 0 0 1px ${LINE}`,
  backgroundImage: [
    `linear-gradient(to right, ${PAGE} 16px, transparent 16px 55%, ${PAGE} 55%)`,
    `linear-gradient(to bottom, transparent 22px, ${BAR} 22px 34px, transparent 34px)`,
    `linear-gradient(to bottom, ${PAGE} ${HEADER - 1}px, ${LINE} ${HEADER - 1}px)`,
    `linear-gradient(to bottom, transparent ${ROW - 1}px, ${LINE} ${ROW - 1}px)`,
    `linear-gradient(to right, ${PAGE} 16px, transparent 16px 75%, ${PAGE} 75%)`,
    `linear-gradient(to bottom, transparent 20px, ${BAR} 20px 32px, transparent 32px)`,
  ].join(', '),
  backgroundSize: `20% ${HEADER - 1}px, 100% ${HEADER}px, 100% ${HEADER}px, 100% ${ROW}px, 20% ${ROW}px, 100% ${ROW}px`,
  backgroundRepeat: 'repeat-x, no-repeat, no-repeat, repeat, repeat, repeat',
  backgroundPosition: `0 0, 0 0, 0 0, 0 ${HEADER}px, 0 ${HEADER}px, 0 ${HEADER}px`,
};

/**
 * A chart's plot area: a y axis, an x axis and four grid lines, placed in fractions of the surface so that a
 * sparkline 50 px high and a chart of 400 px both read as a chart. (A background's position in percent places that
 * fraction of the image at that fraction of the box, hence positions of `offset / (1 - size)`.)
 */
const CHART_SKELETON: SystemStyleObject<Theme> = {
  backgroundImage: [
    solid(AXIS),
    solid(AXIS),
    `repeating-linear-gradient(to bottom, ${LINE} 0 1px, transparent 1px 25%)`,
  ].join(', '),
  backgroundSize: '1px 82%, 90% 1px, 90% 82%',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: '8% 33.3%, 80% 88%, 80% 33.3%',
};

/** A chart surface the server could not draw (no width yet): its view box is 0 wide. */
const EMPTY_CHART = 'svg[viewBox^="0 0 0 "]';

/**
 * The styles of a demo's picture (`display: contents`, so the picture lays out as the live demo will). Grids are
 * found by the demo's imports (`data-skeleton="grid"`): the empty box the grid sits in (a `Box`, or a `div` with a
 * height), which other demos' markup has too.
 */
export const PICTURE_SX: SystemStyleObject<Theme> = {
  display: 'contents',
  [`& ${EMPTY_CHART}`]: CHART_SKELETON,
  // A legend over an empty plot reads as a broken chart: it keeps its room, and shows with the live chart.
  [`& :has(> ${EMPTY_CHART}) > .MuiChartsLegend-root`]: { visibility: 'hidden' },
  '&[data-skeleton="grid"] :is(div.MuiBox-root, div[style]):empty': GRID_SKELETON,
};
