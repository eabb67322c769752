import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Width of the table-of-contents column, px. */
const TOC_WIDTH = 220;

/**
 * A page's body: the content column and, from `md` up, the table-of-contents column. A grid sizes both columns up
 * front, so the content keeps its width while the browser is still parsing the TOC that follows it in the HTML.
 */
export function PageColumns({
  contentMaxWidth,
  toc,
  children,
}: {
  contentMaxWidth: number;
  toc?: ReactNode;
  children: ReactNode;
}) {
  const content = `minmax(0, ${contentMaxWidth}px)`;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: toc ? `${content} ${TOC_WIDTH}px` : content },
        columnGap: 6,
        px: { xs: 2, sm: 4, md: 6 },
        pt: 4,
        maxWidth: 1280,
        mx: 'auto',
      }}
    >
      {children}
      {toc ? (
        <Box component="aside" sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0 }}>
          {toc}
        </Box>
      ) : null}
    </Box>
  );
}
