import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmployeeColumns } from './employee-columns';
import { createEmployeeRows } from './employee-rows';
import { createFakeGridServer, FakeServerError } from './fake-grid-server';

const rows = createEmployeeRows(95);
const columns = createEmployeeColumns();
const sortModel = [{ field: 'salary', sort: 'desc' as const }];
const filterModel = { items: [{ id: 1, field: 'remote', operator: 'is', value: 'false' }] };

const server = (options = {}) => createFakeGridServer({ rows, columns, latency: 0, ...options });

afterEach(() => {
  vi.useRealTimers();
});

describe('fake grid server', () => {
  it('pages through the sorted, filtered rows without gaps or repeats', async () => {
    const fake = server();
    const expected = fake.query({ sortModel, filterModel }).map((row) => row.id);
    expect(expected.length).toBeLessThan(rows.length);
    const pages = [];
    for (let page = 0; page * 10 < expected.length; page += 1) {
      const answer = await fake.getPage({ sortModel, filterModel, page, pageSize: 10 });
      expect(answer.rowCount).toBe(expected.length);
      pages.push(...answer.rows.map((row) => row.id));
    }
    expect(pages).toEqual(expected);
  });

  it('follows cursors to the end: continuous, then nextCursor is null', async () => {
    const fake = server();
    const expected = fake.query({ sortModel, filterModel }).map((row) => row.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let requests = 0;
    do {
      const answer: Awaited<ReturnType<typeof fake.getCursorPage>> = await fake.getCursorPage({
        sortModel,
        filterModel,
        cursor,
        pageSize: 7,
      });
      seen.push(...answer.rows.map((row) => row.id));
      cursor = answer.nextCursor;
      requests += 1;
    } while (cursor !== null);
    expect(seen).toEqual(expected);
    expect(requests).toBe(Math.ceil(expected.length / 7));
    await expect(fake.getCursorPage({ cursor: 'no-such-row', pageSize: 7 })).rejects.toThrow(FakeServerError);
  });

  it('fails exactly the next requests asked for, then recovers', async () => {
    const fake = server();
    fake.failNext(2);
    await expect(fake.getPage({ page: 0, pageSize: 5 })).rejects.toThrow(/failed request 1 on purpose/);
    await expect(fake.getPage({ page: 0, pageSize: 5 })).rejects.toBeInstanceOf(FakeServerError);
    await expect(fake.getPage({ page: 0, pageSize: 5 })).resolves.toMatchObject({ rowCount: rows.length });
    expect(fake.requestCount).toBe(3);
  });

  it('fails a seeded share of requests: the same seed fails the same requests', async () => {
    const outcomes = async (seed: number) => {
      const fake = server({ failureRate: 0.3, seed });
      const results = await Promise.allSettled(Array.from({ length: 40 }, () => fake.getRows({ start: 0, end: 5 })));
      return results.map((result) => result.status);
    };
    const first = await outcomes(3);
    expect(await outcomes(3)).toEqual(first);
    expect(await outcomes(4)).not.toEqual(first);
    const failures = first.filter((status) => status === 'rejected').length;
    expect(failures).toBeGreaterThan(4);
    expect(failures).toBeLessThan(24);
  });

  it('answers only after its latency', async () => {
    vi.useFakeTimers();
    const fake = server({ latency: 500 });
    let answered = false;
    const request = fake.getPage({ page: 0, pageSize: 5 }).then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await request;
    expect(answered).toBe(true);
  });

  it('serves the grid: start/end with end included, and a string start as a cursor', async () => {
    const fake = server();
    const all = fake.query({ sortModel, filterModel }).map((row) => row.id);
    const page = await fake.dataSource.getRows({ sortModel, filterModel, start: 20, end: 29 });
    expect(page.rows.map((row) => row.id)).toEqual(all.slice(20, 30));
    expect(page.rowCount).toBe(all.length);

    const cursor = String(all[10]);
    const paginationModel = { page: 1, pageSize: 10 };
    const next = await fake.dataSource.getRows({ sortModel, filterModel, start: cursor, end: 19, paginationModel });
    expect(next.rows.map((row) => row.id)).toEqual(all.slice(10, 20));
    expect(next.pageInfo).toEqual({ hasNextPage: true, nextCursor: String(all[20]) });
  });

  it('fails every request while down, and answers again once back up', async () => {
    const fake = server();
    fake.setDown(true);
    await expect(fake.getPage({ page: 0, pageSize: 5 })).rejects.toBeInstanceOf(FakeServerError);
    await expect(fake.getPage({ page: 1, pageSize: 5 })).rejects.toBeInstanceOf(FakeServerError);
    fake.setDown(false);
    expect((await fake.getPage({ page: 0, pageSize: 5 })).rows).toHaveLength(5);
  });

  it('saves an updated row: later answers sort and filter with the new value, the source array is untouched', async () => {
    const fake = server();
    const lowest = fake.query({ sortModel })[94]!;
    const saved = await fake.updateRow({ ...lowest, salary: 9_999_999 });
    expect(saved.salary).toBe(9_999_999);
    expect(fake.query({ sortModel })[0]!.id).toBe(lowest.id);
    expect(rows.find((row) => row.id === lowest.id)!.salary).toBe(lowest.salary);
    await expect(fake.updateRow({ ...lowest, id: -1 })).rejects.toThrow('No row with id "-1"');
  });
});
