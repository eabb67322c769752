import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApiIndexModel } from '../engine/api/api-index';
import { PlanIcon } from '../shell/plan-icon';
import { ProseLink } from '../shell/prose-elements';
import { ApiSection } from './api-header';
import { useApiStrings } from './api-strings';
import { breakableName } from './breakable-name';
import { ApiMarkdown } from './markdown';

/** A product's API index: one section per kind, each entry a link with its plan and one-line summary. */
export function ApiIndexPage({ index, title }: { index: ApiIndexModel; title: string }) {
  const apiStrings = useApiStrings();
  return (
    <article data-slot="api-index" data-product={index.productId}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {index.sections.map((section) => (
        <ApiSection key={section.id} id={section.id} title={apiStrings[section.id]}>
          <Box component="ul" sx={{ listStyle: 'none', pl: 0 }}>
            {section.entries.map((entry) => (
              <Box component="li" key={entry.name} sx={{ py: 0.5 }} data-deprecated={entry.deprecated || undefined}>
                <ProseLink href={entry.pathname}>
                  <code>{breakableName(entry.name)}</code>
                </ProseLink>
                {entry.plan !== 'community' && <PlanIcon plan={entry.plan} />}
                {entry.deprecated && ` (${apiStrings.deprecated})`}
                {entry.summary && (
                  <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
                    <ApiMarkdown markdown={entry.summary} />
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </ApiSection>
      ))}
    </article>
  );
}
