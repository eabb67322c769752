import * as React from 'react';
import Box from '@mui/material/Box';

/** The fields of `GridGetRowsParams` (and its Pro/Premium extensions) that the log describes. */
type LoggedParams = {
  start: number | string;
  end: number;
  groupKeys?: string[];
  sortModel?: { field: string; sort?: string | null }[];
  filterModel?: { items: unknown[]; quickFilterValues?: unknown[] };
};

/** One line for a `getRows` call: which rows, which group, which sort and filter. */
export function describeGetRows(params: LoggedParams): string {
  const parts = [`rows ${params.start}–${params.end}`];
  if (params.groupKeys && params.groupKeys.length > 0) parts.push(`in ${params.groupKeys.join(' › ')}`);
  const sort = params.sortModel?.map((item) => `${item.field} ${item.sort ?? ''}`.trim()).join(', ');
  if (sort) parts.push(`sorted by ${sort}`);
  const filters = (params.filterModel?.items.length ?? 0) + (params.filterModel?.quickFilterValues?.length ?? 0);
  if (filters > 0) parts.push(`${filters} filter${filters > 1 ? 's' : ''}`);
  return parts.join(', ');
}

/**
 * Wraps a data source so that each `getRows` call the grid makes is listed (newest first). A cached
 * answer never reaches `getRows`, so it never shows up here.
 */
export function useRequestLog<S extends { getRows: (params: never) => Promise<unknown> }>(source: S) {
  const [entries, setEntries] = React.useState<string[]>([]);
  const counter = React.useRef(0);
  const dataSource = React.useMemo(
    () => ({
      ...source,
      getRows: ((params: LoggedParams) => {
        counter.current += 1;
        const line = `#${counter.current}: ${describeGetRows(params)}`;
        setEntries((previous) => [line, ...previous].slice(0, 30));
        return source.getRows(params as never);
      }) as S['getRows'],
    }),
    [source],
  );
  return { dataSource, entries };
}

/** The list of requests, in a scrollable box that assistive technology reads as a log. */
export function RequestLog({ entries, label = 'Requests sent to the server' }: { entries: string[]; label?: string }) {
  return (
    <Box
      role="log"
      tabIndex={0}
      aria-label={label}
      sx={{
        height: 96,
        overflowY: 'auto',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 12,
        color: 'text.secondary',
      }}
    >
      {entries.length === 0 ? 'No request yet.' : entries.map((line) => <div key={line}>{line}</div>)}
    </Box>
  );
}
