import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import { AppFrame } from './app-frame';
import { toRouterPath } from './router-path';
import { useLocalizedHref } from './use-localized-href';

/** The 404 page: served for unknown paths, with the navigation still available. */
export function NotFound({ detail }: { detail?: string }) {
  const t = useTranslations();
  const localize = useLocalizedHref();
  return (
    <AppFrame staticPage>
      <Box sx={{ px: { xs: 2, sm: 4, md: 6 }, py: 8, maxWidth: 720, mx: 'auto' }} data-slot="not-found">
        <Typography variant="overline" color="text.secondary">
          404
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.notFoundTitle}
        </Typography>
        <Typography sx={{ mb: 4 }} color="text.secondary">
          {t.notFoundBody}
        </Typography>
        <Button component={Link} to={toRouterPath(localize('/x/introduction/'))} variant="contained">
          {t.notFoundHome}
        </Button>
        {detail ? (
          <Typography component="pre" variant="body2" sx={{ mt: 4, whiteSpace: 'pre-wrap' }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
    </AppFrame>
  );
}
