import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomizationStyling() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Project board"
        defaultExpandedItems={['backlog', 'doing']}
        defaultSelectedItems="doing-docs"
        itemChildrenIndentation={24}
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 99,
            py: 0.25,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${treeItemClasses.content}[data-selected]:hover`]: {
            bgcolor: 'primary.dark',
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: '0.875rem',
          },
          [`& .${treeItemClasses.iconContainer}`]: {
            color: 'primary.main',
          },
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.iconContainer}`]: {
            color: 'inherit',
          },
        }}
      >
        <TreeItem itemId="backlog" label="Backlog">
          <TreeItem itemId="backlog-search" label="Search filters" />
          <TreeItem itemId="backlog-export" label="CSV export" />
        </TreeItem>
        <TreeItem itemId="doing" label="In progress">
          <TreeItem itemId="doing-docs" label="Write release notes" />
          <TreeItem itemId="doing-login" label="Fix login redirect" />
        </TreeItem>
        <TreeItem itemId="done" label="Done">
          <TreeItem itemId="done-ci" label="Speed up CI" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
