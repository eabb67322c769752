import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { AdBlock } from '../ads/ad-block';
import { CodeBlock } from '../code/code-block';
import { CodeTabs } from '../code/code-tabs';
import { readFence } from '../code/fence';
import { ReferenceWidget } from '../api-docs/widgets/reference-widget';
import { PageDemo } from '../demos/demo';
import { Callout } from './callout';
import { PlanBadge } from './plan-badge';
import { Heading, InlineCode, Kbd, ProseLink, ProseTable } from './prose-elements';

function Pre({ children }: { children?: ReactNode }) {
  const fence = readFence(children);
  return <CodeBlock code={fence.code} html={fence.html} language={fence.language} title={fence.title} />;
}

/** How each Markdown element and each authoring component renders. */
export const mdxComponents = {
  h2: (props) => <Heading level={2} {...props} />,
  h3: (props) => <Heading level={3} {...props} />,
  h4: (props) => <Heading level={4} {...props} />,
  p: (props) => <p data-slot="prose-p" {...props} />,
  a: ProseLink,
  pre: Pre,
  code: InlineCode,
  kbd: Kbd,
  table: ProseTable,
  ul: (props) => <ul data-slot="prose-list" {...props} />,
  ol: (props) => <ol data-slot="prose-list" {...props} />,
  blockquote: (props) => <blockquote data-slot="prose-quote" {...props} />,
  Callout,
  CodeTabs,
  Demo: PageDemo,
  PlanBadge,
  // Reference widgets: scripts/remark-reference-widgets.ts gives each its rows as the `widget` prop.
  ApiMethods: ReferenceWidget,
  ApiSelectors: ReferenceWidget,
  GridEvents: ReferenceWidget,
  LocaleCoverage: ReferenceWidget,
  // Inserted after the lead paragraph by scripts/remark-ad-slot.ts, never written by authors.
  AdSlot: AdBlock,
} satisfies MDXComponents;
