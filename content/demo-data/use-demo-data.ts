import { useEffect, useMemo, useState } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { createDemoData, type DemoDataOptions } from './demo-dataset';

/** Options of `useDemoData`: a dataset as in `createDemoData`, plus a pretend network delay. */
export interface UseDemoDataOptions<R extends GridValidRowModel> extends DemoDataOptions<R> {
  /**
   * Milliseconds before the rows arrive, as if fetched. With 0 the rows are there on the first
   * render, so the prerendered page and the live demo show the same grid.
   * @default 0
   */
  latency?: number;
}

/** What `useDemoData` returns: pass `rows`, `columns` and `loading` straight to the grid. */
export interface UseDemoDataResult<R extends GridValidRowModel> {
  rows: R[];
  columns: GridColDef<R>[];
  /** `true` while the pretend request is on its way; `rows` is empty meanwhile. */
  loading: boolean;
}

/**
 * Demo rows and columns as a component would get them from an API:
 * `useDemoData({ dataset: employeeDataset, rowCount: 1000 })`. Changing the options starts a new
 * "request" (when `latency` is set) with `loading: true` until it resolves.
 */
export function useDemoData<R extends GridValidRowModel>({
  latency = 0,
  ...options
}: UseDemoDataOptions<R>): UseDemoDataResult<R> {
  const { dataset, rowCount, seed, maxColumns } = options;
  const key = `${dataset.name}:${rowCount}:${seed}:${maxColumns}`;
  const data = useMemo(
    () => createDemoData({ dataset, rowCount, seed, maxColumns }),
    [dataset, rowCount, seed, maxColumns],
  );
  // The options the last finished "request" was for; with no latency there is nothing to wait for.
  const [loadedKey, setLoadedKey] = useState<string | null>(latency > 0 ? null : key);
  const loading = latency > 0 && loadedKey !== key;

  useEffect(() => {
    if (latency <= 0) return undefined;
    const timer = setTimeout(() => setLoadedKey(key), latency);
    return () => clearTimeout(timer);
  }, [key, latency]);

  return { rows: loading ? [] : data.rows, columns: data.columns, loading };
}
