import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslations } from '../config/docs-context';
import { acceptUpdate, dismissUpdate } from './service-worker';

/** "A new version is available — Reload", while a new build's worker waits (loaded only then). */
export default function UpdateSnackbar() {
  const t = useTranslations();
  return (
    <Snackbar
      open
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
