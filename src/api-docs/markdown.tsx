import type { ReactNode } from 'react';
import { ProseLink } from '../shell/prose-elements';
import { breakableName } from './breakable-name';
import { parseInline, parseMarkdown, type MdInline } from './markdown-parse';

/** Inline Markdown as React nodes (text, code, links, strong, emphasis). */
export function renderInline(nodes: MdInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'link':
        return (
          <ProseLink key={index} href={node.href}>
            {renderInline(node.children)}
          </ProseLink>
        );
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
    }
  });
}

/**
 * Renders a JSDoc description. The Markdown is parsed into a small tree and built as React elements, so
 * no HTML from the declarations reaches the page unescaped.
 */
export function ApiMarkdown({ markdown }: { markdown: string }) {
  const blocks = parseMarkdown(markdown);
  if (blocks.length === 0) return null;
  return (
    <div data-slot="api-markdown">
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>{renderInline(block.children)}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** A first word that reads as a value (`false`, `GRID_AGGREGATION_FUNCTIONS`, `[]`), not as English (`Grow`). */
const LEADING_LITERAL = /^(?![A-Z][a-z]+\s)([\w$.'"[\]{}!-]+)(\s.*)$/s;

/**
 * A `@default` value. Usually a literal (`false`, `"standard"`), shown as code; some defaults are a sentence with code
 * spans (``false (`!props.checkboxSelection` for MIT Data Grid)``): their Markdown is rendered, and a leading literal
 * is code too, so no backtick reaches the page.
 */
export function ApiDefault({ value }: { value: string }) {
  if (!value.includes('`')) return <code>{breakableName(value)}</code>;
  const [, literal, rest = value] = LEADING_LITERAL.exec(value) ?? [];
  return (
    <span data-slot="api-default">
      {literal && <code>{literal}</code>}
      {renderInline(parseInline(rest))}
    </span>
  );
}
