import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A section table: column headers, one row per member, labelled by the section heading. */
export function ApiTable({
  labelledBy,
  columns,
  widths,
  children,
}: {
  /** id of the heading naming the table. */
  labelledBy: string;
  columns: string[];
  /** Column widths (CSS), so long types wrap instead of pushing the descriptions off-screen. */
  widths?: string[];
  children: ReactNode;
}) {
  return (
    <TableContainer data-slot="api-table" sx={{ my: 2 }}>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ tableLayout: 'fixed', minWidth: 640, '& td, & th': { overflowWrap: 'anywhere' } }}
      >
        <colgroup>
          {columns.map((column, index) => (
            <col key={column} style={widths?.[index] ? { width: widths[index] } : undefined} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A member's name cell: the name as a link to its own row anchor, so readers can share it. */
export function AnchorName({ anchor, name, children }: { anchor: string; name: string; children?: ReactNode }) {
  return (
    <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
      <a href={`#${anchor}`}>
        <code>{name}</code>
      </a>
      {children}
    </TableCell>
  );
}
