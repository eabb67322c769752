/**
 * "Did you mean …?": the existing names closest to one that does not exist, for errors an assistant can act on
 * (`processRowUpdte` → `processRowUpdate`, `DataGridPremuim` → `DataGridPremium`, `/x/react-data-grid/sortng/`).
 */

/** Edit distance with adjacent swaps counted as one edit (optimal string alignment), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

/**
 * Up to `limit` candidates closest to `wanted`, best first: the same name in another case, then names within `maxEdits`
 * edits (a third of its length by default), then (with `contains`) names that contain it or that it contains
 * (`rowUpdate` → `processRowUpdate`).
 */
export function closestNames(
  wanted: string,
  candidates: Iterable<string>,
  {
    limit = 3,
    maxEdits = Math.max(1, Math.floor(wanted.length / 3)),
    contains = true,
  }: { limit?: number; maxEdits?: number; contains?: boolean } = {},
): string[] {
  const lower = wanted.toLowerCase();
  const allowed = maxEdits;
  const scored: { name: string; score: number }[] = [];
  for (const name of new Set(candidates)) {
    const other = name.toLowerCase();
    let score: number | undefined;
    if (other === lower) score = 0;
    else if (Math.abs(other.length - lower.length) <= allowed) {
      const distance = editDistance(lower, other);
      if (distance <= allowed) score = distance;
    }
    if (
      score === undefined &&
      contains &&
      lower.length >= 4 &&
      (other.includes(lower) || (other.length >= 4 && lower.includes(other)))
    ) {
      score = allowed + 1 + Math.abs(other.length - lower.length) / 100;
    }
    if (score !== undefined) scored.push({ name, score });
  }
  return scored
    .sort((x, y) => x.score - y.score || x.name.localeCompare(y.name))
    .slice(0, limit)
    .map((entry) => entry.name);
}

/** ` Did you mean \`a\`, \`b\` or \`c\`?` (leading space), or '' when there is nothing close. */
export function didYouMean(names: readonly string[]): string {
  if (names.length === 0) return '';
  const quoted = names.map((name) => `\`${name}\``);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return ` Did you mean ${list}?`;
}
