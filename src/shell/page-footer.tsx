import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocsConfig } from '../config/docs-context';
import { REPO_BRANCH, REPO_URL } from '../config/site';

/** Formats an ISO date the same way on the server and in the browser (fixed zone), so hydration matches. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** "Edit this page" and the last-updated date of the page. */
export function PageFooter({ sourcePath, lastUpdated }: { sourcePath: string; lastUpdated?: string }) {
  const { translations: t, userLanguage } = useDocsConfig();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, mt: 6, fontSize: 14 }}>
      <Link
        href={`${REPO_URL}/edit/${REPO_BRANCH}/${sourcePath}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
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
