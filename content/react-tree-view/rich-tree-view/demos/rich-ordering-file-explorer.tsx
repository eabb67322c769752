import * as React from 'react';
import Box from '@mui/material/Box';
import ArticleIcon from '@mui/icons-material/Article';
import CodeIcon from '@mui/icons-material/Code';
import FolderIcon from '@mui/icons-material/Folder';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import ImageIcon from '@mui/icons-material/Image';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
// The item parts come from the Pro package: @mui/x-tree-view-pro 8.10.1 brings its own core, whose context the tree uses.
import { TreeItem, TreeItemLabel, useTreeItemModel, type TreeItemProps } from '@mui/x-tree-view-pro';
import { richFileItems, type RichFileItem, type RichFileKind } from '../../../demo-data/rich-file-items';

const ICONS: Record<RichFileKind, typeof FolderIcon> = {
  folder: FolderIcon,
  image: ImageIcon,
  document: ArticleIcon,
  code: CodeIcon,
  archive: FolderZipIcon,
};

const kindById = new Map<string, RichFileKind>();
const indexKinds = (items: readonly RichFileItem[]) =>
  items.forEach((item) => {
    kindById.set(item.id, item.kind);
    indexKinds(item.children ?? []);
  });
indexKinds(richFileItems);

interface FileLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  kind?: RichFileKind;
}

function FileLabel({ kind = 'document', children, ...other }: FileLabelProps) {
  const Icon = ICONS[kind];
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" sx={{ color: kind === 'folder' ? 'warning.main' : 'text.secondary' }} />
      {children}
    </TreeItemLabel>
  );
}

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const file = useTreeItemModel<RichFileItem>(props.itemId);
  const labelProps: FileLabelProps = { kind: file?.kind };
  return <TreeItem {...props} ref={ref} slots={{ label: FileLabel }} slotProps={{ label: labelProps }} />;
});

export default function RichOrderingFileExplorer() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 260 }}>
      <RichTreeViewPro
        items={richFileItems}
        defaultExpandedItems={['documents', 'pictures']}
        itemsReordering
        // Anything can move, but only into a folder or to the top level.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId === null || kindById.get(newPosition.parentId) === 'folder'
        }
        slots={{ item: FileItem }}
        aria-label="Files: drag into folders"
      />
    </Box>
  );
}
