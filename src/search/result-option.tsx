import Box from '@mui/material/Box';
import { useTranslations } from '../config/docs-context';
import type { SearchHit } from '../engine/search/query';
import { focusSnippet } from './highlight-ranges';
import { Highlight } from './highlight';

/** One result row of the listbox: kind label, highlighted title, where it sits, highlighted snippet. */
export function ResultOption({
  id,
  hit,
  words,
  active,
  onPick,
  onHover,
}: {
  id: string;
  hit: SearchHit;
  /** Matched index terms plus the words typed, for highlighting. */
  words: string[];
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const t = useTranslations().search;
  return (
    <Box
      component="li"
      id={id}
      role="option"
      aria-selected={active}
      data-slot="search-result"
      data-kind={hit.kind}
      onClick={onPick}
      onMouseMove={onHover}
      sx={{
        px: 1.5,
        py: 1,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : 'transparent',
        '& mark': { bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Box
          component="span"
          data-slot="search-kind"
          sx={{
            fontSize: 11,
            fontWeight: 600,
            textTransform: 'uppercase',
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
          }}
        >
          {t.kind[hit.kind]}
        </Box>
        <Box component="span" sx={{ fontWeight: 600, fontFamily: hit.kind === 'prop' ? 'monospace' : undefined }}>
          <Highlight text={hit.title} terms={words} />
        </Box>
        {hit.parent && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
            {hit.parent}
          </Box>
        )}
      </Box>
      {hit.snippet && (
        <Box data-slot="search-snippet" sx={{ fontSize: 13, color: 'text.secondary', mt: 0.25 }}>
          <Highlight text={focusSnippet(hit.snippet, words)} terms={words} />
        </Box>
      )}
    </Box>
  );
}
