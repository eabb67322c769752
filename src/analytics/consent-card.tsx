import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslations } from '../config/docs-context';
import { ASK_CONSENT_ATTRIBUTE } from './consent';
import type { ConsentChoice } from './consent-choice';

/**
 * The small, non-modal consent card: fixed in a corner (so it moves nothing), it does not trap focus or block the
 * page. Analytics stay off until the reader allows them. Prerendered on every page: on React pages the buttons call
 * `onChoice`; on static pages `wireConsentCard` finds them by `data-slot="consent-card"` and `data-choice`.
 */
export function ConsentCard({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  const t = useTranslations().ads;
  const titleId = useId();
  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby={titleId}
      data-slot="consent-card"
      elevation={6}
      sx={{
        display: 'none',
        // Shown once its last element has been parsed: a card that showed while the HTML was still arriving would
        // grow upwards from the bottom edge as its text and buttons came in.
        [`[${ASK_CONSENT_ATTRIBUTE}] &:has(> [data-slot="consent-end"])`]: { display: 'block' },
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 16,
        zIndex: 'snackbar',
        maxWidth: 360,
        width: 'calc(100% - 32px)',
        p: 2,
      }}
    >
      <Typography id={titleId} component="p" sx={{ fontWeight: 600, fontSize: '0.9375rem', mb: 0.5 }}>
        {t.consentTitle}
      </Typography>
      <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary', mb: 1.5 }}>{t.consentBody}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" data-choice="denied" onClick={() => onChoice('denied')}>
          {t.consentDecline}
        </Button>
        <Button size="small" variant="contained" data-choice="granted" onClick={() => onChoice('granted')}>
          {t.consentAllow}
        </Button>
      </Stack>
      <span data-slot="consent-end" hidden />
    </Paper>
  );
}
