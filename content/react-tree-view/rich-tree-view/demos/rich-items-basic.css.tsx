import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richRecipes } from '../../../demo-data/rich-recipes';

const styles = `
.recipes-frame {
  min-height: 240px;
  min-width: 240px;
}
`;

export default function RichItemsBasic() {
  return (
    <div className="recipes-frame">
      <style>{styles}</style>
      <RichTreeView items={richRecipes} defaultExpandedItems={['dinner']} aria-label="Recipes" />
    </div>
  );
}
