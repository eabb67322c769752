import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AdBlock } from '../ads/ad-block';
import { CodeBlock } from '../code/code-block';
import type { ApiDemo, ApiItemBase } from '../engine/api/types';
import { PlanIcon } from '../shell/plan-icon';
import { ProseLink } from '../shell/prose-elements';
import { useApiStrings } from './api-strings';
import { DeprecatedNote } from './deprecated-note';
import { ApiMarkdown } from './markdown';

/** An `h2` with an anchor id; tables below name themselves after it through `aria-labelledby`. */
export function ApiSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" data-slot="api-section" aria-labelledby={id}>
      <Typography component="h2" variant="h5" id={id} sx={{ mt: 4, mb: 1, scrollMarginTop: 80 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Title with plan icon, deprecation, description and the import statements of an API page. */
export function ApiHeader({ item }: { item: ApiItemBase }) {
  const apiStrings = useApiStrings();
  return (
    <Box component="header" data-slot="api-header">
      <Typography component="h1" variant="h3" sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <code>{item.name}</code>
        {item.plan !== 'community' && <PlanIcon plan={item.plan} size={22} />}
      </Typography>
      <DeprecatedNote reason={item.deprecated} />
      <ApiMarkdown markdown={item.description} />
      <AdBlock />
      <ApiSection id="import" title={apiStrings.import}>
        <CodeBlock code={item.imports.join('\n')} language="jsx" />
      </ApiSection>
    </Box>
  );
}

/** Links to the guides that demonstrate an item; nothing when there are none. */
export function DemosList({ demos }: { demos: ApiDemo[] }) {
  const apiStrings = useApiStrings();
  if (demos.length === 0) return null;
  return (
    <ApiSection id="demos" title={apiStrings.demos}>
      <ul data-slot="api-demos">
        {demos.map((demo) => (
          <li key={demo.pathname}>
            <ProseLink href={demo.pathname}>{demo.title}</ProseLink>
          </li>
        ))}
      </ul>
    </ApiSection>
  );
}
