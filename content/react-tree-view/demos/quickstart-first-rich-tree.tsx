import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const kitchen: TreeViewBaseItem[] = [
  {
    id: 'fridge',
    label: 'Fridge',
    children: [
      { id: 'fridge-milk', label: 'Milk' },
      { id: 'fridge-eggs', label: 'Eggs' },
      { id: 'fridge-butter', label: 'Butter' },
    ],
  },
  {
    id: 'pantry',
    label: 'Pantry',
    children: [
      { id: 'pantry-rice', label: 'Rice' },
      { id: 'pantry-pasta', label: 'Pasta' },
    ],
  },
  { id: 'fruit-bowl', label: 'Fruit bowl' },
];

export default function QuickstartFirstRichTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 240 }}>
      <RichTreeView items={kitchen} aria-label="Kitchen inventory" />
    </Box>
  );
}
