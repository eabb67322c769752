import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CodeIcon from '@mui/icons-material/Code';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { richFileItems, type RichFileItem, type RichFileKind } from '../../../demo-data/rich-file-items';

const KIND_ICONS: Record<RichFileKind, SvgIconComponent> = {
  folder: FolderOutlinedIcon,
  image: ImageOutlinedIcon,
  document: ArticleOutlinedIcon,
  code: CodeIcon,
  archive: ArchiveOutlinedIcon,
};

function formatSize(sizeKb: number) {
  return sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`;
}

// Rich Tree View renders this component for every item and passes it the usual TreeItem props.
// The extra fields of the item (kind, sizeKb) are read from the tree with useTreeItemModel.
function FileTreeItem(props: TreeItemProps) {
  const item = useTreeItemModel<RichFileItem>(props.itemId);
  const Icon = KIND_ICONS[item?.kind ?? 'document'];

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
          <Box component="span" sx={{ flexGrow: 1 }}>
            {props.label}
          </Box>
          {item?.sizeKb != null ? (
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              {formatSize(item.sizeKb)}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}

const slots = { item: FileTreeItem };

export default function RichCustomizationCustomLabel() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeView
        items={richFileItems}
        slots={slots}
        defaultExpandedItems={['documents', 'pictures']}
        aria-label="Files with type icons and sizes"
      />
    </Box>
  );
}
