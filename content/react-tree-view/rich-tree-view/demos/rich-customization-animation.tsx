import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { projectFolder } from '../../../demo-data/tree-items';

const DURATION = 320;

/** Height still animates through Collapse; the children also slide down and fade in. */
function SlideFadeGroup(props: CollapseProps) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const open = Boolean(props.in);
  return (
    <Collapse
      {...props}
      timeout={reduceMotion ? 0 : DURATION}
      sx={{
        '& .MuiCollapse-wrapperInner': {
          opacity: open ? 1 : 0,
          transform: open ? 'none' : 'translateY(-8px)',
          transition: reduceMotion ? 'none' : `opacity ${DURATION}ms ease-out, transform ${DURATION}ms ease-out`,
        },
      }}
    />
  );
}

const AnimatedItem = React.forwardRef(function AnimatedItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ groupTransition: SlideFadeGroup }} />;
});

export default function RichCustomizationAnimation() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={projectFolder}
        slots={{ item: AnimatedItem }}
        defaultExpandedItems={['src']}
        aria-label="Project files with a slide and fade animation"
      />
    </Box>
  );
}
