import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { collectDemoFiles } from '../demos/demo-files';
import { isRelative } from '../demos/dependencies';

/** Every demo file of the content: each `.tsx` directly in a `demos/` folder (styling variants included). */
export function listDemoFiles(contentRoot: string): string[] {
  return readdirSync(contentRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && entry.parentPath.endsWith(`${'/'}demos`))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The bare module specifiers the demos (and the files they import by relative paths) import. */
export interface DemoSpecifiers {
  /** Every one, sorted. */
  all: string[];
  /** Those only ever imported for their side effects (`import 'dayjs/locale/de'`), which need no declarations. */
  sideEffectOnly: Set<string>;
}

/** The specifiers of the content's demos. */
export function demoSpecifiers(contentRoot: string): DemoSpecifiers {
  return specifiersOfDemos(listDemoFiles(contentRoot));
}

/** The specifiers of these demo files and the files they import. */
export function specifiersOfDemos(demos: readonly string[]): DemoSpecifiers {
  const found = new Set<string>();
  const bound = new Set<string>();
  for (const demo of demos) {
    for (const file of collectDemoFiles(demo)) {
      for (const specifier of file.imports) {
        if (isRelative(specifier)) continue;
        found.add(specifier);
        const sideEffect = new RegExp(
          `^\\s*import\\s*['"]${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`,
          'm',
        );
        const withBindings = file.source
          .split(/\r?\n/)
          .some((line) => line.includes(`'${specifier}'`) && !sideEffect.test(line));
        if (withBindings) bound.add(specifier);
      }
    }
  }
  return { all: [...found].sort(), sideEffectOnly: new Set([...found].filter((specifier) => !bound.has(specifier))) };
}
