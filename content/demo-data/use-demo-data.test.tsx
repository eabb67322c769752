// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commodityDataset } from './commodity-columns';
import type { CommodityRow } from './commodity-rows';
import { employeeDataset } from './employee-columns';
import type { EmployeeRow } from './employee-rows';
import { useDemoData, type UseDemoDataOptions } from './use-demo-data';

afterEach(() => {
  vi.useRealTimers();
});

function RowCount(options: UseDemoDataOptions<EmployeeRow>) {
  const { rows, columns, loading } = useDemoData(options);
  return <p>{`${rows.length} rows, ${columns.length} columns, ${loading ? 'loading' : 'ready'}`}</p>;
}

describe('useDemoData', () => {
  it('without latency, has the rows on the first (server) render', () => {
    expect(renderToString(<RowCount dataset={employeeDataset} rowCount={25} maxColumns={8} />)).toBe(
      '<p>25 rows, 8 columns, ready</p>',
    );
  });

  it('with latency, starts loading with no rows and delivers them after the delay', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook((options: UseDemoDataOptions<CommodityRow>) => useDemoData(options), {
      initialProps: { dataset: commodityDataset, rowCount: 30, latency: 800 },
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.rows).toEqual([]);
    expect(result.current.columns.length).toBeGreaterThan(15);
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(result.current.loading).toBe(false);
    expect(result.current.rows).toHaveLength(30);

    rerender({ dataset: commodityDataset, rowCount: 60, latency: 800 });
    expect(result.current.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(result.current.rows).toHaveLength(60);
  });
});
