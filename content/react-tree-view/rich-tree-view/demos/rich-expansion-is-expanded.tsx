import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { richOrgChart, type RichEmployee } from '../../../demo-data/rich-org-chart';

const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => person.name;
const getItemChildren = (person: RichEmployee) => person.reports;

interface Target {
  itemId: string;
  name: string;
  hasTeam: boolean;
  isOpen: boolean;
}

export default function RichExpansionIsExpanded() {
  const apiRef = useTreeViewApiRef();
  const [target, setTarget] = React.useState<Target | null>(null);

  const handleSelect = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    if (!itemId || !api) return setTarget(null);
    const person = api.getItem(itemId) as RichEmployee;
    // Selecting does not change expansion, so ask the tree whether this team is showing right now.
    setTarget({ itemId, name: person.name, hasTeam: Boolean(person.reports), isOpen: api.isItemExpanded(itemId) });
  };

  let caption = 'Select a person';
  if (target) caption = target.hasTeam ? `${target.isOpen ? 'Hide' : 'Show'} ${target.name}’s team` : 'No team';

  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={!target?.hasTeam}
        onClick={(event) => target && apiRef.current?.setItemExpansion({ event, itemId: target.itemId })}
        sx={{ mb: 1 }}
      >
        {caption}
      </Button>
      <RichTreeView
        apiRef={apiRef}
        items={richOrgChart}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        expansionTrigger="iconContainer"
        onSelectedItemsChange={handleSelect}
        onItemExpansionToggle={(_event, itemId, isOpen) =>
          setTarget((previous) => (previous?.itemId === itemId ? { ...previous, isOpen } : previous))
        }
        defaultExpandedItems={['e-100']}
        aria-label="Organisation chart"
      />
    </Box>
  );
}
