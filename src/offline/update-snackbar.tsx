import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslations } from '../config/docs-context';
import { acceptUpdate, dismissUpdate } from './service-worker';
import { useServiceWorker } from './use-service-worker';

/** "A new version is available — Reload", while a new build's worker waits. */
export function UpdateSnackbar() {
  const t = useTranslations();
  const { updateWaiting } = useServiceWorker();
  return (
    <Snackbar
      open={updateWaiting}
      message={t.offline.updateAvailable}
      onClose={(_event, reason) => reason !== 'clickaway' && dismissUpdate()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={acceptUpdate}>
          {t.offline.reload}
        </Button>
      }
    />
  );
}
