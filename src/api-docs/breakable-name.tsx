import { Fragment, type ReactNode } from 'react';

/** Splits an identifier where a line may break without hiding a word: between camelCase words and after `.`/`-`. */
export function breakableName(name: string): ReactNode {
  const parts = name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=\w[.\-_])(?=\w)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Splits type text after `<`, `[`, `(` and `.`, so a long generic type wraps between its names, never inside one. */
export function breakableType(text: string): ReactNode {
  const parts = text.split(/(?<=[<[(.])(?=[\w'"])/);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
