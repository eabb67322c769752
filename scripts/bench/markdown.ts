import type { BenchSection } from './types';

/** Renders one bench section as a Markdown table with a heading. */
export function sectionToMarkdown(section: BenchSection): string {
  const header = `| ${section.columns.join(' | ')} |`;
  const rule = `| ${section.columns.map((_, index) => (index === 0 ? '---' : '--:')).join(' | ')} |`;
  const rows = section.rows.map((row) => `| ${row.join(' | ')} |`);
  return [`### ${section.title}`, '', header, rule, ...rows].join('\n');
}
