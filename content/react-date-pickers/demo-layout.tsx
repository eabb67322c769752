import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Layout helpers for the pickers demos on this site.
 * Applications do not need them: they only line demos up and caption each part.
 */

interface DemoRowProps {
  children: ReactNode;
  /** Width of each column in pixels before the row wraps. @default 260 */
  minItemWidth?: number;
}

/** Lays its cells out side by side, wrapping to a column on narrow screens. */
export function DemoRow({ children, minItemWidth = 260 }: DemoRowProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minItemWidth}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

interface DemoCellProps {
  children: ReactNode;
  /** Caption above the cell, e.g. the component's name. */
  caption?: string;
}

/** One captioned part of a demo. */
export function DemoCell({ children, caption }: DemoCellProps) {
  return (
    // Wide content (three months side by side) scrolls inside the cell instead of being cut off.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, overflowX: 'auto', pb: 1 }}>
      {caption ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {caption}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
