import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { richRecipes } from '../../demo-data/rich-recipes';

interface SwitchLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  checked?: boolean;
  onSwitch?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

function SwitchLabel({ checked = false, onSwitch, children, ...other }: SwitchLabelProps) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <span>{children}</span>
      <Switch
        size="small"
        checked={checked}
        onChange={onSwitch}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ input: { 'aria-label': `Add ${String(children)} to the menu`, tabIndex: -1 } }}
      />
    </TreeItemLabel>
  );
}

/** A switch at the end of the row selects the item like a checkbox would, through the checkbox interaction. */
const SwitchItem = React.forwardRef(function SwitchItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const labelProps: SwitchLabelProps = { checked: status.selected, onSwitch: interactions.handleCheckboxSelection };
  return <TreeItem {...props} ref={ref} slots={{ label: SwitchLabel }} slotProps={{ label: labelProps }} />;
});

export default function ItemCustomSwitchSelection() {
  const [menu, setMenu] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        On the menu: {menu.length === 0 ? 'nothing yet' : menu.join(', ')}
      </Typography>
      <RichTreeView
        items={richRecipes}
        multiSelect
        slots={{ item: SwitchItem }}
        onSelectedItemsChange={(_event, itemIds) => setMenu(itemIds)}
        defaultExpandedItems={['breakfast', 'dinner']}
        aria-label="Weekly menu"
      />
    </Box>
  );
}
