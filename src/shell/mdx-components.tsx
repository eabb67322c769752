import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { AdBlock } from '../ads/ad-block';
import { CodeBlock } from '../code/code-block';
import { CodeTabs } from '../code/code-tabs';
import { readFence } from '../code/fence';
import { Demo } from '../demos/demo';
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
  p: (props) => <Typography component="p" sx={{ my: 1.5, lineHeight: 1.7 }} {...props} />,
  a: ProseLink,
  pre: Pre,
  code: InlineCode,
  kbd: Kbd,
  table: ProseTable,
  ul: (props) => <Box component="ul" sx={{ pl: 3, lineHeight: 1.7 }} {...props} />,
  ol: (props) => <Box component="ol" sx={{ pl: 3, lineHeight: 1.7 }} {...props} />,
  blockquote: (props) => (
    <Box
      component="blockquote"
      sx={{ m: 0, my: 2, pl: 2, borderInlineStart: 3, borderColor: 'divider', color: 'text.secondary' }}
      {...props}
    />
  ),
  Callout,
  CodeTabs,
  Demo,
  PlanBadge,
  // Inserted after the lead paragraph by scripts/remark-ad-slot.ts, never written by authors.
  AdSlot: AdBlock,
} satisfies MDXComponents;
