import { describe, expect, it } from 'vitest';
import { createGuideMarkdown } from './guide-markdown';

const translation = `---
title: 排序
description: 对行排序。
productId: x-data-grid
sourceHash: 0123456789ab
---

按一列对行排序。另见[筛选](/x/zh/react-data-grid/filtering/#quick)。

## 多列排序 <PlanBadge plan="pro" /> {/* #multi-sorting */}

<Callout type="warning">

对一百万行排序需要时间。

</Callout>

\`\`\`tsx
const label = 'x'; {/* #not-a-heading */}
\`\`\`
`;

const markdown = createGuideMarkdown({
  source: translation,
  title: '排序',
  description: '对行排序。',
  url: 'https://docs.example.com/x/zh/react-data-grid/sorting/',
  origin: 'https://docs.example.com',
  readDemo: () => undefined,
  language: 'zh',
});

describe('the Markdown version of a translation', () => {
  it('carries the Chinese title, description and prose, with site links absolute', () => {
    expect(
      markdown.startsWith('# 排序\n\n> 对行排序。\n\nSource: https://docs.example.com/x/zh/react-data-grid/sorting/'),
    ).toBe(true);
    expect(markdown).toContain('另见[筛选](https://docs.example.com/x/zh/react-data-grid/filtering/#quick)。');
    expect(markdown).not.toContain('sourceHash');
  });

  it('drops the English-id comment of a heading and names the plan and callout in Chinese', () => {
    expect(markdown).toContain('\n## 多列排序（Pro 方案）\n');
    expect(markdown).toContain('> **警告**\n>\n> 对一百万行排序需要时间。');
  });

  it('copies code untouched', () => {
    expect(markdown).toContain("const label = 'x'; {/* #not-a-heading */}");
  });
});
