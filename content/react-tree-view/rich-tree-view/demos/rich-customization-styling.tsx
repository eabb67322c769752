import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichCustomizationStyling() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={projectFolder}
        defaultExpandedItems={['src', 'src/components']}
        defaultSelectedItems="src/components/sidebar.tsx"
        itemChildrenIndentation={20}
        aria-label="Project files with custom styles"
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 999,
            py: 0.5,
            '&:hover': { backgroundColor: alpha(theme.palette.secondary.main, 0.08) },
            '&[data-selected]': {
              backgroundColor: alpha(theme.palette.secondary.main, 0.16),
              color: (theme.vars ?? theme).palette.secondary.dark,
              fontWeight: 600,
              ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.secondary.light }),
            },
            '&[data-selected]:hover, &[data-selected][data-focused]': {
              backgroundColor: alpha(theme.palette.secondary.main, 0.24),
            },
          },
          [`& .${treeItemClasses.label}`]: { fontSize: 14 },
          [`& .${treeItemClasses.iconContainer}`]: { color: theme.palette.secondary.main },
        })}
      />
    </Box>
  );
}
