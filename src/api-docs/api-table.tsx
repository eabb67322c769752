import { styled } from '@mui/material/styles';
import { Children, type CSSProperties, type ReactNode } from 'react';

/**
 * One stylesheet for a whole API table and everything in its cells. Rows and cells are plain elements: the Data Grid's
 * props table alone has ~150 rows, and a styled component per cell made API pages the slowest to hydrate.
 */
const TableRoot = styled('div')(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    margin: '16px 0',
    width: '100%',
    overflowX: 'auto',
    // A long table off-screen is not laid out until the reader scrolls near it (or follows a link into it); until then
    // it takes an estimated height from its row count, and afterwards the height it last had.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto calc(var(--api-rows) * 72px + 40px)',
    '& table': {
      width: '100%',
      minWidth: 640,
      tableLayout: 'fixed',
      borderCollapse: 'collapse',
      borderSpacing: 0,
      fontSize: '0.875rem',
      lineHeight: 1.43,
    },
    '& td, & th': {
      padding: '6px 16px',
      textAlign: 'start',
      verticalAlign: 'top',
      borderBottom: `1px solid ${vars.palette.divider}`,
      overflowWrap: 'anywhere',
      color: vars.palette.text.primary,
    },
    '& caption': { captionSide: 'top', textAlign: 'start', fontWeight: 500, padding: '0 0 8px' },
    '& thead th': { fontWeight: 500, lineHeight: '1.5rem', verticalAlign: 'middle' },
    '& tbody th': { fontWeight: 400, whiteSpace: 'nowrap' },
    '& tbody tr': { scrollMarginTop: 80 },
  };
});

/** A section table: column headers, one row per member, labelled by the section heading. */
export function ApiTable({
  labelledBy,
  caption,
  columns,
  widths,
  children,
}: {
  /** id of the heading naming the table. */
  labelledBy?: string;
  /** The table's own caption, for a table with no heading of its own (the reference widgets in guides). */
  caption?: string;
  columns: string[];
  /** Column widths (CSS), so long types wrap instead of pushing the descriptions off-screen. */
  widths?: string[];
  children: ReactNode;
}) {
  return (
    <TableRoot data-slot="api-table" style={{ '--api-rows': Children.count(children) } as CSSProperties}>
      <table aria-labelledby={labelledBy}>
        {caption && <caption>{caption}</caption>}
        <colgroup>
          {columns.map((column, index) => (
            <col key={column} style={widths?.[index] ? { width: widths[index] } : undefined} />
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

/** A member's name cell: the name as a link to its own row anchor, so readers can share it. */
export function AnchorName({ anchor, name, children }: { anchor: string; name: string; children?: ReactNode }) {
  return (
    <th scope="row">
      <a href={`#${anchor}`}>
        <code>{name}</code>
      </a>
      {children}
    </th>
  );
}
