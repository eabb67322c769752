import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { useCopy } from '../code/use-copy';
import { useTranslations } from '../config/docs-context';

/**
 * "View as Markdown" and "Copy page" for the page's Markdown version (written by the publishing build step). The
 * copy fetches the file, then puts its text on the clipboard; a failed fetch or write leaves the button as it was.
 */
export function PageMarkdownActions({ href }: { href: string }) {
  const t = useTranslations();
  const { copied, copy } = useCopy();
  const copyPage = async (event: MouseEvent<HTMLButtonElement>) => {
    // A click from Enter or Space has detail 0: keep "copied" up longer, as keyboard copies do elsewhere.
    const via = event.detail === 0 ? 'keyboard' : 'click';
    try {
      const response = await fetch(href);
      if (!response.ok) return;
      await copy(await response.text(), via);
    } catch {
      // Offline or blocked: nothing to copy (SPEC §8, copy failures are silent).
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t.pageActions}
      data-slot="page-markdown-actions"
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<ContentCopy fontSize="small" />}
        onClick={copyPage}
        aria-live="polite"
        data-slot="copy-page"
      >
        {copied ? t.copyPageDone : t.copyPage}
      </Button>
      <Button
        size="small"
        variant="text"
        color="inherit"
        href={href}
        startIcon={<ArticleOutlined fontSize="small" />}
        data-slot="view-markdown"
      >
        {t.viewAsMarkdown}
      </Button>
    </Stack>
  );
}
