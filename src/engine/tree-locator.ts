import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceSpot } from './types';

function listTreeFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'demos' && name !== 'node_modules') walk(path);
      } else if (name === 'pages.ts') found.push(path);
    }
  };
  walk(root);
  return found.sort();
}

/**
 * Finds where a pathname is written in the navigation files under the root (`pages.ts` files),
 * so tree errors point at the line to edit. Falls back to the main tree file.
 */
export function createTreeLocator(
  root: string,
  treeFile: string,
): (pathname: string, which: 'first' | 'last') => SourceSpot {
  const files = listTreeFiles(root).map((path) => ({
    file: relative(process.cwd(), path),
    lines: readFileSync(path, 'utf8').split('\n'),
  }));
  return (pathname, which) => {
    const spots: SourceSpot[] = [];
    const quoted = [`'${pathname}'`, `"${pathname}"`, `\`${pathname}\``];
    for (const { file, lines } of files) {
      lines.forEach((text, index) => {
        if (quoted.some((form) => text.includes(form))) spots.push({ file, line: index + 1 });
      });
    }
    return (which === 'first' ? spots[0] : spots.at(-1)) ?? { file: treeFile, line: 1 };
  };
}
