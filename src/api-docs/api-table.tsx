import { styled } from '@mui/material/styles';
import { Children, Fragment, type CSSProperties, type ReactNode } from 'react';
import { breakableName } from './breakable-name';

export { breakableName };

/** Below this table width, each row becomes one block: the name, its details, then the description under them. */
const STACKED_BELOW_PX = 520;

/**
 * One stylesheet for a whole API table and everything in its cells. Rows and cells are plain elements: the Data Grid's
 * props table alone has ~150 rows, and a styled component per cell made API pages the slowest to hydrate.
 *
 * Two columns: the member (its name, with its type and default stacked under it, as react.dev and the official docs
 * do) and its description. A name or type never spills into the next cell: names break between their words
 * (`disableRowSelection|ExcludeModel`), and a narrow table (a phone) stacks the description under the name too.
 */
const TableRoot = styled('div')(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    margin: '16px 0',
    width: '100%',
    containerType: 'inline-size',
    // A long table off-screen is not laid out until the reader scrolls near it (or follows a link into it); until then
    // it takes an estimated height from its row count, and afterwards the height it last had.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto calc(var(--api-rows) * 88px + 40px)',
    // Not on a phone, where each stacked row skips its own layout instead (below). Reading the geometry of an element
    // in a skipped section lays its contents out in a box still sized by the estimate, and stacked rows are taller than
    // 88 px (87 to 144 on average), so tools that audit a page before any scrolling (Lighthouse's target size) saw the
    // table's last links overlapping what follows it: "Edit this page" on the editing guide, the API list on others.
    [theme.breakpoints.down('sm')]: { contentVisibility: 'visible' },
    '& table': {
      width: '100%',
      tableLayout: 'fixed',
      borderCollapse: 'collapse',
      borderSpacing: 0,
      fontSize: '0.875rem',
      lineHeight: 1.43,
    },
    '& td, & th': {
      padding: '8px 16px',
      textAlign: 'start',
      verticalAlign: 'top',
      borderBottom: `1px solid ${vars.palette.divider}`,
      overflowWrap: 'break-word',
      color: vars.palette.text.primary,
    },
    '& caption': { captionSide: 'top', textAlign: 'start', fontWeight: 500, padding: '0 0 8px' },
    '& thead th': { fontWeight: 500, lineHeight: '1.5rem', verticalAlign: 'middle', whiteSpace: 'nowrap' },
    '& tbody th': { fontWeight: 400 },
    '& tbody th > a': { fontWeight: 600 },
    '& tbody tr': { scrollMarginTop: 80 },
    '& dl[data-slot="api-details"]': {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gap: '2px 8px',
      margin: '6px 0 0',
      fontSize: '0.8125rem',
    },
    '& dl[data-slot="api-details"] dt': { color: vars.palette.text.secondary, whiteSpace: 'nowrap' },
    '& dl[data-slot="api-details"] dd': { margin: 0, minWidth: 0 },
    // A member table at desktop width: the member column takes the width of its longest name or type word, and the
    // description the rest. Names and identifiers in types and defaults stay whole there (at 40% / 60%, 33 types
    // broke inside a word on the Data Grid page, `GridExperimenta|lFeatures`); a type still wraps between its words.
    [`@container (min-width: ${STACKED_BELOW_PX}px)`]: {
      '& table[data-layout="member"]': { tableLayout: 'auto' },
      '& table[data-layout="member"] col:first-child': { width: '1%' },
      '& table[data-layout="member"] tbody th': { overflowWrap: 'normal' },
      // A long URL or code span in a description may break anywhere, so it never takes the member column's room.
      '& table[data-layout="member"] tbody td': { overflowWrap: 'anywhere' },
      // The break points `breakableName` adds inside a name's, a default's or a class's words are for a phone (a class
      // still breaks after its hyphens).
      '& table[data-layout="member"] :is(th > a > code, dd > code) wbr': { display: 'none' },
      // The detail's value counts in the column's width (min-width 0 made a long type overflow its cell).
      '& table[data-layout="member"] dl[data-slot="api-details"]': { gridTemplateColumns: 'auto 1fr' },
      '& table[data-layout="member"] dl[data-slot="api-details"] dd': { minWidth: 'auto' },
    },
    [`@container (max-width: ${STACKED_BELOW_PX - 0.02}px)`]: {
      '& table, & tbody, & tr, & tbody th, & tbody td': { display: 'block', width: '100%' },
      '& colgroup': { display: 'none' },
      // The column headers say nothing a stacked row does not show; they stay for screen readers.
      '& thead': {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
      // A stacked row is a block, so each row off-screen can skip layout too: on a phone the Data Grid's 128 props were
      // laid out in full at the first paint and again when the web fonts arrived (Lighthouse's blocking time 110 ms
      // on that page, 25 ms with this). Until first shown, a row takes an estimated height, then the one it last had.
      '& tbody tr': {
        borderBottom: `1px solid ${vars.palette.divider}`,
        padding: '8px 0',
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 150px',
      },
      // 4 px above and below each cell: a row's name and the type under it are both links, and WCAG 2.2 wants 24 px
      // between small targets (with 2 px, the events guide's rows had 22).
      '& tbody th, & tbody td': { borderBottom: 0, padding: '4px 0' },
    },
  };
});

/** A section table: column headers, one row per member, labelled by the section heading. */
export function ApiTable({
  labelledBy,
  caption,
  columns,
  widths = [],
  children,
}: {
  /** id of the heading naming the table. */
  labelledBy?: string;
  /** The table's own caption, for a table with no heading of its own (the reference widgets in guides). */
  caption?: string;
  /** Column headers: on API pages the member column (its name and details) and the description column. */
  columns: string[];
  /**
   * Column widths (CSS). Without them a two-column table is a member table: at desktop width its member column is as
   * wide as its longest word, and the description takes the rest.
   */
  widths?: string[];
  children: ReactNode;
}) {
  return (
    <TableRoot data-slot="api-table" style={{ '--api-rows': Children.count(children) } as CSSProperties}>
      <table
        aria-labelledby={labelledBy}
        data-layout={columns.length === 2 && widths.length === 0 ? 'member' : undefined}
      >
        {caption && <caption>{caption}</caption>}
        <colgroup>
          {columns.map((column, index) => (
            <col key={column} style={widths[index] ? { width: widths[index] } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRoot>
  );
}

/** One labelled detail of a member (its type, its default…), shown under its name. */
export interface MemberDetail {
  label: string;
  value: ReactNode;
}

/**
 * A member's name cell: the name as a link to its own row anchor (so readers can share it), markers after it, and its
 * details (type, default…) stacked under it.
 */
export function AnchorName({
  anchor,
  name,
  details = [],
  children,
}: {
  anchor: string;
  name: string;
  details?: MemberDetail[];
  children?: ReactNode;
}) {
  const shown = details.filter(
    (detail) => detail.value !== null && detail.value !== undefined && detail.value !== false,
  );
  return (
    <th scope="row">
      <a href={`#${anchor}`}>
        <code>{breakableName(name)}</code>
      </a>
      {children}
      {shown.length > 0 && (
        <dl data-slot="api-details">
          {shown.map((detail) => (
            <Fragment key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </th>
  );
}
