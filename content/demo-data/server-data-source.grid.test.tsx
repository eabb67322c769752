// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import {
  DataGridPremium,
  gridRowTreeSelector,
  type GridApiPremium,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import type { RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmployeeColumns } from './employee-columns';
import { createEmployeeRows, departments } from './employee-rows';
import { createFakeGridServer } from './fake-grid-server';
import { createFileTreeRows } from './file-tree-rows';
import { createServerDataSource, serverAggregationFunctions } from './server-data-source';

afterEach(cleanup);

const topLevel = (apiRef: RefObject<GridApiPro | GridApiPremium | null>) => {
  const tree = gridRowTreeSelector(apiRef as RefObject<GridApiPro>);
  return (tree['auto-generated-group-node-root'] as GridGroupNode).children.map((id) => tree[id]!);
};

describe('server data source in the real grids', () => {
  it('Data Grid Premium groups and aggregates from it, and loads a group on expansion', async () => {
    const rows = createEmployeeRows(120);
    const server = createFakeGridServer({ rows, columns: createEmployeeColumns(), latency: 0 });
    const dataSource = createServerDataSource(server);
    const apiRef: RefObject<GridApiPremium | null> = { current: null };
    render(
      <div style={{ width: 900, height: 500 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={server.columns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          initialState={{
            rowGrouping: { model: ['department'] },
            aggregation: { model: { salary: 'sum' } },
          }}
        />
      </div>,
    );
    await waitFor(() => expect(topLevel(apiRef).length).toBe(departments.length));
    const groups = topLevel(apiRef) as GridGroupNode[];
    expect(groups.map((node) => node.groupingKey).sort()).toEqual([...departments].sort());

    const sales = groups.find((node) => node.groupingKey === 'Sales')!;
    const salesRows = rows.filter((row) => row.department === 'Sales');
    const total = salesRows.reduce((sum, row) => sum + row.salary, 0);
    expect(apiRef.current!.getCellValue(sales.id, 'salary')).toBe(total);

    // What a click on the group's expand button does.
    apiRef.current!.dataSource.fetchRows(sales.id);
    await waitFor(() => {
      const children = (gridRowTreeSelector(apiRef as RefObject<GridApiPremium>)[sales.id] as GridGroupNode).children;
      expect([...children].sort((a, b) => Number(a) - Number(b))).toEqual(salesRows.map((row) => row.id));
    });
  });

  it('Data Grid Pro shows tree data from it, one level per request', async () => {
    const files = createFileTreeRows();
    const server = createFakeGridServer({
      rows: files,
      columns: [{ field: 'kind' }, { field: 'sizeKb', type: 'number' }],
      latency: 0,
    });
    const dataSource = createServerDataSource(server, { getTreeDataPath: (row) => row.path });
    const apiRef: RefObject<GridApiPro | null> = { current: null };
    render(
      <div style={{ width: 900, height: 500 }}>
        <DataGridPro apiRef={apiRef} columns={server.columns} dataSource={dataSource} treeData />
      </div>,
    );
    const roots = files.filter((row) => row.path.length === 1);
    await waitFor(() => expect(topLevel(apiRef).map((node) => node.id)).toEqual(roots.map((row) => row.id)));
    expect(server.requestCount).toBe(1);

    const folder = roots.find((row) => row.kind === 'folder')!;
    apiRef.current!.dataSource.fetchRows(folder.id);
    const inFolder = files.filter((row) => row.path.length === 2 && row.path[0] === folder.name).map((row) => row.id);
    await waitFor(() => {
      const tree = gridRowTreeSelector(apiRef as RefObject<GridApiPro>);
      expect((tree[folder.id] as GridGroupNode).children).toEqual(inFolder);
    });
    expect(server.requestCount).toBe(2);
  });
});
