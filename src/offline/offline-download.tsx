import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocsConfig } from '../config/docs-context';
import { products } from '../config/products';
import { requestSectionDownload, type DownloadProgress } from './download';
import { GENERAL_SECTION, offlineSectionOf } from './sections';
import { useServiceWorker } from './use-service-worker';

/** "Available offline" in the settings panel: downloads the current section. Shown only under a service worker. */
export function OfflineDownload({ sitePath }: { sitePath: string }) {
  const { translations: t, userLanguage } = useDocsConfig();
  const { controlled } = useServiceWorker();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const section = offlineSectionOf(sitePath);
  if (!controlled) return null;
  const sectionName =
    section === GENERAL_SECTION
      ? t.offline.generalSection
      : (products.find((product) => product.href === `/x/${section}/`)?.name ?? section);
  const busy = progress?.type === 'progress';
  return (
    <Box component="section" aria-labelledby="offline-label" sx={{ mb: 3 }} data-testid="offline-download">
      <Typography id="offline-label" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t.offline.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.offline.explain.replace('{section}', sectionName)}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        disabled={busy}
        onClick={() => requestSectionDownload(section, userLanguage, setProgress)}
      >
        {t.offline.download.replace('{section}', sectionName)}
      </Button>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {progress?.type === 'progress' && (
          <>
            <LinearProgress
              variant="determinate"
              value={progress.total ? (100 * progress.done) / progress.total : 0}
              aria-label={t.offline.title}
            />
            <Typography variant="body2">
              {t.offline.progress.replace('{done}', String(progress.done)).replace('{total}', String(progress.total))}
            </Typography>
          </>
        )}
        {progress?.type === 'complete' && (
          <Typography variant="body2" data-testid="offline-complete">
            {t.offline.complete.replace('{total}', String(progress.total))}
          </Typography>
        )}
        {progress?.type === 'error' && (
          <Typography variant="body2" color="error">
            {t.offline.failed}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
