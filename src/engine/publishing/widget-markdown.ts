import type { ResolvedWidget } from '../widgets/resolve';
import { cell, code, planNames, table } from './api-markdown';

/** A reference widget as a Markdown table, with a bold caption line above it. */
export function widgetMarkdown(widget: ResolvedWidget, origin: string): string[] {
  switch (widget.kind) {
    case 'methods':
      return [
        `**apiRef methods: ${widget.feature}**`,
        '',
        ...table(
          ['Name', 'Signature', 'Plan', 'Description'],
          widget.rows.map((row) => [
            code(row.name),
            code(row.type.full),
            planNames[row.plan],
            cell(row.description, origin),
          ]),
        ),
      ];
    case 'selectors':
      return [
        `**Selectors: ${widget.feature}**`,
        '',
        ...table(
          ['Name', 'Returns', 'Plan', 'Description'],
          widget.rows.map((row) => [
            code(row.name),
            code(row.returns.full),
            planNames[row.plan],
            cell(row.description, origin),
          ]),
        ),
      ];
    case 'events':
      return [
        '**Grid events**',
        '',
        ...table(
          ['Name', 'Params', 'Plan', 'Description'],
          widget.rows.map((row) => [
            code(row.name),
            code(row.params.full),
            planNames[row.plan],
            cell(row.description, origin),
          ]),
        ),
      ];
    case 'locales':
      return [
        `**Locales exported by ${widget.packageName}/locales**`,
        '',
        ...table(
          ['Import name', 'BCP 47 tag', 'Language', 'Translated keys'],
          widget.rows.map((row) => [
            code(row.exportName),
            code(row.tag),
            cell(row.language, origin),
            `${Math.round((row.translated / row.total) * 100)}% (${row.translated}/${row.total})`,
          ]),
        ),
      ];
  }
}
