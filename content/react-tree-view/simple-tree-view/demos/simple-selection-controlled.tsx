import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const courses = [
  { id: 'math', label: 'Mathematics', units: ['Algebra', 'Geometry', 'Statistics'] },
  { id: 'science', label: 'Science', units: ['Biology', 'Chemistry'] },
];

const unitIds = courses.flatMap((course) => course.units.map((unit) => `${course.id}/${unit.toLowerCase()}`));

export default function SimpleSelectionControlled() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['math/geometry']);

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(unitIds)}>
          Select every unit
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelectedItems([])}
          disabled={selectedItems.length === 0}
        >
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selectedItems.length} selected: {selectedItems.join(', ') || 'nothing'}
      </Typography>
      <Box sx={{ minHeight: 240 }}>
        <SimpleTreeView
          aria-label="Course units"
          multiSelect
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={courses.map((course) => course.id)}
        >
          {courses.map((course) => (
            <TreeItem key={course.id} itemId={course.id} label={course.label}>
              {course.units.map((unit) => (
                <TreeItem key={unit} itemId={`${course.id}/${unit.toLowerCase()}`} label={unit} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
