import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { createEmployeeColumns } from './employee-columns';
import { createEmployeeRows, departments } from './employee-rows';
import { createFakeGridServer } from './fake-grid-server';
import { createFileTreeRows, type FileTreeRow } from './file-tree-rows';
import { createServerDataSource, serverAggregationFunctions } from './server-data-source';

const employees = createEmployeeRows(240);
const employeeServer = () => createFakeGridServer({ rows: employees, columns: createEmployeeColumns(), latency: 0 });
const everything = { sortModel: [], filterModel: { items: [] }, start: 0, end: 999 };
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const files = createFileTreeRows();
const fileColumns: GridColDef<FileTreeRow>[] = [
  { field: 'name' },
  { field: 'kind' },
  { field: 'sizeKb', type: 'number' },
  { field: 'modified', type: 'dateTime' },
];
const fileSource = () =>
  createServerDataSource(createFakeGridServer({ rows: files, columns: fileColumns, latency: 0 }), {
    getTreeDataPath: (row) => row.path,
  });

describe('server data source: tree data', () => {
  it('sends one level at a time, with group keys and children counts', async () => {
    const source = fileSource();
    const root = await source.getRows({ ...everything, groupKeys: [] });
    const topLevel = files.filter((row) => row.path.length === 1);
    expect(root.rows.map((row) => row.id)).toEqual(topLevel.map((row) => row.id));
    expect(root.rowCount).toBe(topLevel.length);
    const folder = root.rows.find((row) => source.getChildrenCount(row) > 0)!;
    const expectedChildren = files.filter((row) => row.path.length === 2 && row.path[0] === folder.name);
    expect(source.getChildrenCount(folder)).toBe(expectedChildren.length);

    const children = await source.getRows({ ...everything, groupKeys: [source.getGroupKey(folder)] });
    expect(children.rows.map((row) => row.id)).toEqual(expectedChildren.map((row) => row.id));
    expect(children.rowCount).toBe(topLevel.length);
  });

  it('keeps the folders above a matching file, and sorts each level', async () => {
    const deepFile = files.filter((row) => row.kind === 'file').sort((a, b) => b.path.length - a.path.length)[0]!;
    const filterModel = { items: [{ id: 1, field: 'name', operator: 'equals', value: deepFile.name }] };
    const source = fileSource();
    const root = await source.getRows({ ...everything, filterModel, groupKeys: [] });
    expect(root.rows.map((row) => row.name)).toContain(deepFile.path[0]);
    const level = await source.getRows({ ...everything, filterModel, groupKeys: deepFile.path.slice(0, -1) });
    expect(level.rows.map((row) => row.id)).toContain(deepFile.id);

    const sorted = await source.getRows({ ...everything, sortModel: [{ field: 'name', sort: 'desc' }], groupKeys: [] });
    const names = sorted.rows.map((row) => row.name as string);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('aggregates a folder over everything below it', async () => {
    const source = fileSource();
    const root = await source.getRows({ ...everything, groupKeys: [], aggregationModel: { sizeKb: 'sum' } });
    const folder = root.rows.find((row) => source.getChildrenCount(row) > 0)!;
    const below = files.filter((row) => row.path.length > 1 && row.path[0] === folder.name);
    expect(source.getAggregatedValue(folder, 'sizeKb')).toBe(sum(below.map((row) => row.sizeKb)));
  });
});

describe('server data source: row grouping and aggregation', () => {
  it('groups by the next field, then sends the leaves of the deepest group', async () => {
    const source = createServerDataSource(employeeServer());
    const groupFields = ['department', 'level'];
    const groups = await source.getRows({ ...everything, groupFields, groupKeys: [] });
    expect(groups.rows.map((row) => source.getGroupKey(row)).sort()).toEqual([...departments].sort());
    expect(sum(groups.rows.map((row) => source.getChildrenCount(row)))).toBe(employees.length);

    const levels = await source.getRows({ ...everything, groupFields, groupKeys: ['Sales'] });
    const sales = employees.filter((row) => row.department === 'Sales');
    expect(sum(levels.rows.map((row) => source.getChildrenCount(row)))).toBe(sales.length);

    const leaves = await source.getRows({ ...everything, groupFields, groupKeys: ['Sales', 'Senior'] });
    const expected = sales.filter((row) => row.level === 'Senior').map((row) => row.id);
    expect(leaves.rows.map((row) => row.id)).toEqual(expected);
    expect(leaves.rows.every((row) => source.getChildrenCount(row) === 0)).toBe(true);
    expect(leaves.rowCount).toBe(departments.length);
  });

  it('computes group aggregates and the footer row with the grid functions', async () => {
    const source = createServerDataSource(employeeServer());
    const aggregationModel = { salary: 'sum', age: 'max', hireDate: 'min', name: 'size' };
    const filterModel = { items: [{ id: 1, field: 'remote', operator: 'is', value: 'true' }] };
    const answer = await source.getRows({ ...everything, filterModel, groupFields: ['office'], aggregationModel });
    const remote = employees.filter((row) => row.remote);
    const lisbon = answer.rows.find((row) => source.getGroupKey(row) === 'Lisbon')!;
    const inLisbon = remote.filter((row) => row.office === 'Lisbon');
    expect(source.getAggregatedValue(lisbon, 'salary')).toBe(sum(inLisbon.map((row) => row.salary)));
    expect(source.getAggregatedValue(lisbon, 'age')).toBe(Math.max(...inLisbon.map((row) => row.age)));
    expect(source.getAggregatedValue(lisbon, 'name')).toBe(inLisbon.length);
    expect(answer.aggregateRow).toEqual({
      salary: sum(remote.map((row) => row.salary)),
      age: Math.max(...remote.map((row) => row.age)),
      hireDate: new Date(Math.min(...remote.map((row) => row.hireDate.getTime()))),
      name: remote.length,
    });
    expect(Object.keys(serverAggregationFunctions).sort()).toEqual(['avg', 'max', 'min', 'size', 'sum']);
  });
});

describe('server data source: lazy loading', () => {
  it('with an unknown count says whether more rows follow, and gives the count at the end', async () => {
    const source = createServerDataSource(employeeServer(), { rowCountKnown: false });
    const first = await source.getRows({ ...everything, start: 0, end: 99 });
    expect(first.rows.map((row) => row.id)).toEqual(employees.slice(0, 100).map((row) => row.id));
    expect(first.rowCount).toBeUndefined();
    expect(first.pageInfo?.hasNextPage).toBe(true);
    const last = await source.getRows({ ...everything, start: 200, end: 299 });
    expect(last.rows).toHaveLength(40);
    expect(last.rowCount).toBe(employees.length);
    expect(last.pageInfo?.hasNextPage).toBe(false);
  });

  it('with a known count sends it with every chunk', async () => {
    const source = createServerDataSource(employeeServer());
    const chunk = await source.getRows({ ...everything, start: 50, end: 59 });
    expect(chunk.rows.map((row) => row.id)).toEqual(employees.slice(50, 60).map((row) => row.id));
    expect(chunk.rowCount).toBe(employees.length);
  });
});
