/**
 * An authoring mistake found while loading content. The message always says where (file:line),
 * what is wrong, and how to fix it, so the build log is enough to repair the page.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
    fix: string,
  ) {
    super(`${file}:${line}: ${problem}. Fix: ${fix}`);
    this.name = 'ContentError';
  }
}

/** Several content errors reported together so an author sees them all in one build. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `${errors.length} content error${errors.length === 1 ? '' : 's'}:\n` +
        errors.map((error) => `  ${error.message}`).join('\n'),
    );
    this.name = 'ContentErrors';
  }
}
