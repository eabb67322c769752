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

/**
 * One captioned part of a demo. Wide content (three months side by side) scrolls inside the cell instead of being cut
 * off, and a shadow at the edge it scrolls towards shows there is more: a phone draws no scrollbar until it is touched.
 */
export function DemoCell({ children, caption }: DemoCellProps) {
  return (
    <Box
      data-slot="demo-cell"
      sx={(theme) => {
        const page = (theme.vars ?? theme).palette.background.default;
        const shade = theme.vars
          ? `rgba(${theme.vars.palette.common.onBackgroundChannel} / 0.25)`
          : 'rgba(0 0 0 / 0.25)';
        return {
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          minWidth: 0,
          overflowX: 'auto',
          pb: 1,
          // The covers scroll with the content and hide each shadow while that edge is reached.
          background: [
            `linear-gradient(to right, ${page} 30%, transparent) left / 40px 100% no-repeat local`,
            `linear-gradient(to left, ${page} 30%, transparent) right / 40px 100% no-repeat local`,
            `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left / 14px 100% no-repeat scroll`,
            `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right / 14px 100% no-repeat scroll`,
          ].join(', '),
        };
      }}
    >
      {caption ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {caption}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
