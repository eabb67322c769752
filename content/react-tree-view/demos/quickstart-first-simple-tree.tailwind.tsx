import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function QuickstartFirstSimpleTree() {
  return (
    <div className="min-h-55 min-w-60">
      <SimpleTreeView aria-label="Kitchen inventory">
        <TreeItem itemId="fridge" label="Fridge">
          <TreeItem itemId="fridge-milk" label="Milk" />
          <TreeItem itemId="fridge-eggs" label="Eggs" />
          <TreeItem itemId="fridge-butter" label="Butter" />
        </TreeItem>
        <TreeItem itemId="pantry" label="Pantry">
          <TreeItem itemId="pantry-rice" label="Rice" />
          <TreeItem itemId="pantry-pasta" label="Pasta" />
        </TreeItem>
        <TreeItem itemId="fruit-bowl" label="Fruit bowl" />
      </SimpleTreeView>
    </div>
  );
}
