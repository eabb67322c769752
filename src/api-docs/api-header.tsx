import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AdBlock } from '../ads/ad-block';
import { CodeBlock } from '../code/code-block';
import { useTranslations } from '../config/docs-context';
import type { ApiDemo, ApiItem } from '../engine/api/types';
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

/** The plan an item needs and the package it comes from, in words: `Pro plan   Package @mui/x-data-grid-pro`. */
function PlanLine({ item }: { item: ApiItem }) {
  const t = useTranslations();
  const planLabel = item.plan === 'community' ? t.api.planCommunity : item.plan === 'pro' ? t.planPro : t.planPremium;
  return (
    <Typography
      data-slot="api-plan"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 2 }}
    >
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {item.plan !== 'community' && <PlanIcon plan={item.plan} size={18} />}
        {planLabel}
      </Box>
      {item.packages[0] && (
        <span>
          {`${t.api.package} `}
          <code>{item.packages[0]}</code>
        </span>
      )}
    </Typography>
  );
}

/**
 * Title (`DataGrid API`), the item's one-line description as the lead (its JSDoc, or a line saying what the page
 * lists), its plan and package, deprecation, and the import statements of an API page.
 */
export function ApiHeader({ item }: { item: ApiItem }) {
  const apiStrings = useApiStrings();
  const lead = item.description || apiStrings.summary[item.kind].replace('{name}', item.name);
  return (
    <Box component="header" data-slot="api-header">
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {`${item.name} API`}
      </Typography>
      {/* The lead names the item (`Unstable_PickersSectionListSectionSeparator`): on a phone it breaks anywhere. */}
      <Box
        data-slot="api-lead"
        sx={{ mb: 1, overflowWrap: 'anywhere', '& > [data-slot="api-markdown"] > p:first-of-type': leadStyle }}
      >
        <ApiMarkdown markdown={lead} />
      </Box>
      <PlanLine item={item} />
      <DeprecatedNote reason={item.deprecated} />
      <AdBlock />
      <ApiSection id="import" title={apiStrings.import}>
        <CodeBlock code={item.imports.join('\n')} language="jsx" />
      </ApiSection>
    </Box>
  );
}

/** The lead paragraph of a guide (src/shell/docs-page.tsx), so both kinds of page open alike. */
const leadStyle = { fontSize: '1.125rem', color: 'text.secondary' } as const;

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
