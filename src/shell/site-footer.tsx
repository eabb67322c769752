import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from '../config/docs-context';
import { currentVersionOf, type Product } from '../config/products';

/** Site footer: what this site is and which version of the page's product it documents (as the header's menu). */
export function SiteFooter({ product }: { product?: Product }) {
  const t = useTranslations();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 8, px: { xs: 2, sm: 4 }, py: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t.footerNote} MUI X {currentVersionOf(product)}.
      </Typography>
    </Box>
  );
}
