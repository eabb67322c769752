import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { richOrgChart, type RichEmployee } from '../../../demo-data/rich-org-chart';

const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => person.name;
const getItemChildren = (person: RichEmployee) => person.reports;
const isItemDisabled = (person: RichEmployee) => Boolean(person.away);

export default function RichItemsClick() {
  const apiRef = useTreeViewApiRef();
  const [clicked, setClicked] = React.useState<RichEmployee | null>(null);
  const [clickCount, setClickCount] = React.useState(0);

  const handleItemClick = (_event: React.MouseEvent, itemId: string) => {
    const person: RichEmployee | undefined = apiRef.current?.getItem(itemId);
    setClicked(person ?? null);
    setClickCount((count) => count + 1);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 280 }}>
      <Box sx={{ flex: 1, minHeight: 280 }}>
        <RichTreeView
          apiRef={apiRef}
          items={richOrgChart}
          getItemId={getItemId}
          getItemLabel={getItemLabel}
          getItemChildren={getItemChildren}
          isItemDisabled={isItemDisabled}
          onItemClick={handleItemClick}
          defaultExpandedItems={['e-100', 'e-110']}
          aria-label="Organisation chart"
        />
      </Box>
      <Box
        role="status"
        sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover', alignSelf: 'flex-start', minWidth: 0 }}
      >
        <Typography variant="overline" component="p">
          Profile card ({clickCount} {clickCount === 1 ? 'click' : 'clicks'})
        </Typography>
        {clicked ? (
          <React.Fragment>
            <Typography variant="subtitle1" component="p">
              {clicked.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {clicked.role}
              {clicked.away ? ' · away' : ''}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click a person to see their role.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
