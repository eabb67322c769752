// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { DataGrid, gridDataRowIdsSelector, type GridApi } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import type { RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCommodityColumns } from './commodity-columns';
import { createCommodityRows } from './commodity-rows';
import { createFakeGridServer } from './fake-grid-server';
import { createServerDataSource } from './server-data-source';

afterEach(cleanup);

// jsdom has no IntersectionObserver; Data Grid Pro's lazy loading watches its bottom edge with one. The rows asked for
// first do not depend on it.
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

const rows = createCommodityRows(230);
const columns = createCommodityColumns();

describe('fake grid server in the real grids', () => {
  it('feeds the free Data Grid one sorted, filtered page at a time', async () => {
    const server = createFakeGridServer({ rows, columns, latency: 0 });
    const sortModel = [{ field: 'unitPrice', sort: 'desc' as const }];
    const filterModel = { items: [{ id: 1, field: 'side', operator: 'is', value: 'Buy' }] };
    const apiRef: RefObject<GridApi | null> = { current: null };
    render(
      <div style={{ width: 900, height: 500 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={server.dataSource}
          initialState={{
            sorting: { sortModel },
            filter: { filterModel },
            pagination: { paginationModel: { page: 2, pageSize: 10 }, rowCount: -1 },
          }}
          pageSizeOptions={[10]}
        />
      </div>,
    );
    const expected = server.query({ sortModel, filterModel });
    await waitFor(() =>
      expect(gridDataRowIdsSelector(apiRef as RefObject<GridApi>)).toEqual(expected.slice(20, 30).map((row) => row.id)),
    );
    expect(apiRef.current!.state.pagination.rowCount).toBe(expected.length);
  });

  it('lazy-loads the first rows into Data Grid Pro with an unknown row count', async () => {
    const server = createFakeGridServer({ rows, columns, latency: 0 });
    const dataSource = createServerDataSource(server, { rowCountKnown: false });
    const apiRef: RefObject<GridApiPro | null> = { current: null };
    render(
      <div style={{ width: 900, height: 500 }}>
        <DataGridPro apiRef={apiRef} columns={columns} dataSource={dataSource} lazyLoading rowCount={-1} />
      </div>,
    );
    await waitFor(() => expect(server.requestCount).toBeGreaterThan(0));
    await waitFor(() => {
      const loaded = gridDataRowIdsSelector(apiRef as RefObject<GridApiPro>).filter((id) => typeof id === 'number');
      expect(loaded.slice(0, 50)).toEqual(rows.slice(0, 50).map((row) => row.id));
    });
    // The count stays unknown until the last rows have been sent.
    expect(apiRef.current!.state.pagination.rowCount).toBe(-1);
  });
});
