import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from '../config/docs-context';
import { CURRENT_DOCS_VERSION } from '../config/site';

/** Site footer: what this site is and which version it documents. */
export function SiteFooter() {
  const t = useTranslations();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 8, px: { xs: 2, sm: 4 }, py: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t.footerNote} MUI X v{CURRENT_DOCS_VERSION}.
      </Typography>
    </Box>
  );
}
