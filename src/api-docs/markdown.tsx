import type { ReactNode } from 'react';
import { ProseLink } from '../shell/prose-elements';
import { parseMarkdown, type MdInline } from './markdown-parse';

function renderInline(nodes: MdInline[]): ReactNode[] {
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
