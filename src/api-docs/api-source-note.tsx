import Typography from '@mui/material/Typography';
import { useTranslations } from '../config/docs-context';

/**
 * On a translated API page, the line saying that the descriptions are the packages' own (English) doc comments
 * while headings and labels are translated. English pages have no such line (their string is empty).
 */
export function ApiSourceNote() {
  const note = useTranslations().api.sourceNote;
  if (!note) return null;
  return (
    <Typography data-slot="api-source-note" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
      {note}
    </Typography>
  );
}
