import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocsConfig } from '../config/docs-context';
import { REPO_BRANCH, REPO_URL } from '../config/site';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Formats an ISO date as a long date in UTC ("November 23, 2026", "2026年11月23日"), identically on the server and in
 * the browser. Written out by hand: the first `Intl.DateTimeFormat` of a page load costs ~100 ms on a slow phone.
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  return language === 'zh' ? `${year}年${month + 1}月${day}日` : `${MONTHS[month]} ${day}, ${year}`;
}

/** "Edit this page" and the last-updated date of the page. */
export function PageFooter({ sourcePath, lastUpdated }: { sourcePath: string; lastUpdated?: string }) {
  const { translations: t, userLanguage } = useDocsConfig();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, mt: 6, fontSize: 14 }}>
      <Link
        href={`${REPO_URL}/edit/${REPO_BRANCH}/${sourcePath}`}
        // A touch target of at least 24 px (WCAG 2.2 target size), so it passes whatever sits close above it (an API
        // table often ends the page).
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}
      >
        <EditOutlinedIcon fontSize="small" aria-hidden />
        {t.editPage}
      </Link>
      {lastUpdated ? (
        <Typography variant="body2" color="text.secondary">
          {t.lastUpdated}: <time dateTime={lastUpdated}>{formatDate(lastUpdated, userLanguage)}</time>
        </Typography>
      ) : null}
    </Box>
  );
}
