import * as React from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const dropIn = keyframes`
  from { opacity: 0; transform: scaleY(0.6); }
  to { opacity: 1; transform: none; }
`;

interface PopGroupProps {
  in?: boolean;
  className?: string;
  children?: React.ReactNode;
}

/**
 * Replaces the default Collapse: the group simply appears with a short keyframe animation
 * and disappears at once when the item closes (there is no exit animation).
 */
const PopGroup = React.forwardRef(function PopGroup(props: PopGroupProps, ref: React.Ref<HTMLUListElement>) {
  const { in: open, className, children } = props;
  if (!open) return null;
  return (
    <Box
      ref={ref}
      component="ul"
      role="group"
      className={className}
      sx={{
        m: 0,
        p: 0,
        transformOrigin: 'top',
        animation: `${dropIn} 180ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
});

const groupSlot = { groupTransition: PopGroup };

export default function SimpleCustomizationAnimation() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView aria-label="Course outline">
        <TreeItem itemId="week-1" label="Week 1: Foundations" slots={groupSlot}>
          <TreeItem itemId="w1-video" label="Welcome video" />
          <TreeItem itemId="w1-quiz" label="Warm-up quiz" />
        </TreeItem>
        <TreeItem itemId="week-2" label="Week 2: Practice" slots={groupSlot}>
          <TreeItem itemId="w2-lab" label="Lab session" />
          <TreeItem itemId="w2-notes" label="Reading notes" slots={groupSlot}>
            <TreeItem itemId="w2-notes-a" label="Chapter 3" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
