import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** What a node in the file list represents; the customization demos pick an icon from it. */
export type RichFileKind = 'folder' | 'image' | 'document' | 'code' | 'archive';

/**
 * A file-system item carrying extra data next to the default `id`, `label` and `children`.
 * Rich Tree View ignores the extra fields; a custom item slot can read them.
 */
export type RichFileItem = TreeViewBaseItem<{
  id: string;
  label: string;
  kind: RichFileKind;
  /** Size in kilobytes, for files only. */
  sizeKb?: number;
  children?: RichFileItem[];
}>;

export const richFileItems: RichFileItem[] = [
  {
    id: 'documents',
    label: 'Documents',
    kind: 'folder',
    children: [
      { id: 'documents/budget-2025.pdf', label: 'budget-2025.pdf', kind: 'document', sizeKb: 842 },
      { id: 'documents/contract.docx', label: 'contract.docx', kind: 'document', sizeKb: 96 },
      {
        id: 'documents/backups',
        label: 'backups',
        kind: 'folder',
        children: [{ id: 'documents/backups/march.zip', label: 'march.zip', kind: 'archive', sizeKb: 20480 }],
      },
    ],
  },
  {
    id: 'pictures',
    label: 'Pictures',
    kind: 'folder',
    children: [
      { id: 'pictures/beach.jpg', label: 'beach.jpg', kind: 'image', sizeKb: 3150 },
      { id: 'pictures/mountains.png', label: 'mountains.png', kind: 'image', sizeKb: 5400 },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    kind: 'folder',
    children: [
      { id: 'projects/app.tsx', label: 'app.tsx', kind: 'code', sizeKb: 4 },
      { id: 'projects/server.ts', label: 'server.ts', kind: 'code', sizeKb: 12 },
    ],
  },
  { id: 'notes.md', label: 'notes.md', kind: 'document', sizeKb: 2 },
];
