import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function ChannelLabel({ name, topic, unread }: { name: string; topic?: string; unread?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 600 : 400 }}>
          {name}
        </Typography>
        {topic ? (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {topic}
          </Typography>
        ) : null}
      </Box>
      {unread ? <Chip label={unread} size="small" color="primary" /> : null}
    </Box>
  );
}

export default function SimpleCustomizationLabel() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Chat channels" defaultExpandedItems={['team', 'projects']}>
        <TreeItem itemId="team" label={<ChannelLabel name="Team" />}>
          <TreeItem
            itemId="team-general"
            label={<ChannelLabel name="general" topic="Company-wide news" unread={3} />}
          />
          <TreeItem itemId="team-random" label={<ChannelLabel name="random" topic="Pets, lunch and memes" />} />
        </TreeItem>
        <TreeItem itemId="projects" label={<ChannelLabel name="Projects" unread={12} />}>
          <TreeItem
            itemId="projects-mobile"
            label={<ChannelLabel name="mobile-app" topic="Release 4.2 planning" unread={12} />}
          />
          <TreeItem itemId="projects-site" label={<ChannelLabel name="website" topic="Redesign feedback" />} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
