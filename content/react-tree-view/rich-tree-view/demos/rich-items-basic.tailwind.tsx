import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richRecipes } from '../../../demo-data/rich-recipes';

export default function RichItemsBasic() {
  return (
    <div className="min-h-60 min-w-60">
      <RichTreeView items={richRecipes} defaultExpandedItems={['dinner']} aria-label="Recipes" />
    </div>
  );
}
