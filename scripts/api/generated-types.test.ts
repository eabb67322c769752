import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getApiDir } from '../../src/engine/api/load';

/**
 * Every string of a generated JSON value that contains `needle`, each located as `items[Name].prop[name].field`
 * (array entries are named by their `name` field when they have one).
 */
function findText(value: unknown, needle: string, path: string): string[] {
  if (typeof value === 'string') return value.includes(needle) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) {
    return value.flatMap((entry: unknown, index) => {
      const name = entry && typeof entry === 'object' && 'name' in entry ? String(entry.name) : String(index);
      return findText(entry, needle, `${path}[${name}]`);
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => findText(entry, needle, `${path}.${key}`));
  }
  return [];
}

describe('generated API reference', () => {
  it('shows no compiler path (`import("…")`) in any type, as readers cannot import from one', () => {
    const dir = getApiDir();
    const found = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => findText(JSON.parse(readFileSync(join(dir, file), 'utf8')), 'import("', file));
    // Fix: scripts/api/import-types.ts turns an import type into its public name or its shape.
    expect(found).toEqual([]);
  });
});
