import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Kind = 'folder' | 'pdf' | 'image' | 'video' | 'text';
type Entry = TreeViewBaseItem<{ id: string; label: string; kind: Kind; sizeKb?: number }>;

const drive: Entry[] = [
  {
    id: 'taxes',
    label: 'Taxes',
    kind: 'folder',
    children: [
      { id: 'return-2024', label: 'Return 2024.pdf', kind: 'pdf', sizeKb: 412 },
      { id: 'receipts', label: 'Receipts.txt', kind: 'text', sizeKb: 6 },
    ],
  },
  {
    id: 'holiday',
    label: 'Holiday',
    kind: 'folder',
    children: [
      { id: 'beach', label: 'Beach.jpg', kind: 'image', sizeKb: 2840 },
      { id: 'harbour', label: 'Harbour at dusk.jpg', kind: 'image', sizeKb: 3115 },
      { id: 'boat-trip', label: 'Boat trip.mp4', kind: 'video', sizeKb: 84200 },
    ],
  },
  { id: 'recipes', label: 'Recipes', kind: 'folder', children: [] },
  { id: 'notes', label: 'Notes.txt', kind: 'text', sizeKb: 2 },
];

const FILE_ICONS: Record<Exclude<Kind, 'folder'>, typeof ArticleOutlined> = {
  pdf: PictureAsPdfOutlined,
  image: ImageOutlined,
  video: MovieOutlined,
  text: ArticleOutlined,
};

const formatSize = (sizeKb: number) => (sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`);

interface EntryLabelProps {
  children?: React.ReactNode;
  entry: Entry | null;
  expanded: boolean;
}

/** Icon by kind, the name, and the size or item count aligned to the right. */
function EntryLabel({ children, entry, expanded, ...labelProps }: EntryLabelProps) {
  const kind = entry?.kind ?? 'text';
  const Icon = kind === 'folder' ? (expanded ? FolderOpenRounded : FolderRounded) : FILE_ICONS[kind];
  const detail = kind === 'folder' ? `${entry?.children?.length ?? 0} items` : formatSize(entry?.sizeKb ?? 0);
  return (
    <TreeItemLabel {...labelProps} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Icon fontSize="small" color={kind === 'folder' ? 'primary' : 'action'} aria-hidden />
      <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children}
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {detail}
      </Typography>
    </TreeItemLabel>
  );
}

const EntryItem = React.forwardRef(function EntryItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const entry = useTreeItemModel<Entry>(props.itemId) as Entry | null;
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: EntryLabel }}
      slotProps={{ label: { entry, expanded: status.expanded } as EntryLabelProps }}
      sx={{
        '& .MuiTreeItem-content': { borderRadius: 1, py: 0.5 },
        '& .MuiTreeItem-content.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& .MuiTreeItem-content.Mui-selected .MuiSvgIcon-root, & .MuiTreeItem-content.Mui-selected .MuiTypography-root':
          { color: 'inherit' },
      }}
    />
  );
});

export default function RichCustomizationFileExplorer() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 420 }}>
      <RichTreeView
        items={drive}
        slots={{ item: EntryItem }}
        defaultExpandedItems={['holiday']}
        defaultSelectedItems="harbour"
        itemChildrenIndentation={20}
        aria-label="My drive"
      />
    </Box>
  );
}
