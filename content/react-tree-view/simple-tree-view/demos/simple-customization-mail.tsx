import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import InboxRounded from '@mui/icons-material/InboxRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

interface MailboxLabelProps {
  icon: SvgIconComponent;
  name: string;
  unread?: number;
  colour?: string;
}

/** Icon, mailbox name and unread count, laid out like a mail client's sidebar. */
function MailboxLabel({ icon: Icon, name, unread, colour }: MailboxLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
      <Icon fontSize="small" sx={{ color: colour ?? 'text.secondary' }} aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, fontWeight: unread ? 600 : 400 }}>
        {name}
      </Typography>
      {unread ? (
        <Typography variant="caption" sx={{ fontWeight: 600 }} aria-label={`${unread} unread`}>
          {unread}
        </Typography>
      ) : null}
    </Box>
  );
}

export default function SimpleCustomizationMail() {
  const [mailbox, setMailbox] = React.useState<string | null>('inbox');

  return (
    <Box sx={{ display: 'flex', gap: 2, minWidth: 280, flexWrap: 'wrap' }}>
      <SimpleTreeView
        aria-label="Mailboxes"
        selectedItems={mailbox}
        onSelectedItemsChange={(_event, itemId) => itemId && setMailbox(itemId)}
        defaultExpandedItems={['labels']}
        sx={{
          width: 260,
          [`& .${treeItemClasses.content}`]: {
            borderRadius: '0 999px 999px 0',
            pr: 2,
          },
          [`& .${treeItemClasses.content}.Mui-selected, & .${treeItemClasses.content}.Mui-selected.Mui-focused`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '& .MuiSvgIcon-root': { color: 'inherit' },
          },
          [`& .${treeItemClasses.groupTransition}`]: { pl: 1 },
        }}
      >
        <TreeItem itemId="inbox" label={<MailboxLabel icon={InboxRounded} name="Inbox" unread={12} />} />
        <TreeItem itemId="starred" label={<MailboxLabel icon={StarBorderRounded} name="Starred" />} />
        <TreeItem itemId="sent" label={<MailboxLabel icon={SendRounded} name="Sent" />} />
        <TreeItem itemId="drafts" label={<MailboxLabel icon={DraftsOutlined} name="Drafts" unread={2} />} />
        <TreeItem itemId="labels" label={<MailboxLabel icon={FolderSpecialOutlined} name="Labels" />}>
          <TreeItem
            itemId="work"
            label={<MailboxLabel icon={LabelOutlined} name="Work" unread={4} colour="#2e7d32" />}
          />
          <TreeItem itemId="travel" label={<MailboxLabel icon={LabelOutlined} name="Travel" colour="#ed6c02" />} />
          <TreeItem itemId="receipts" label={<MailboxLabel icon={LabelOutlined} name="Receipts" colour="#0288d1" />} />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ pt: 1 }}>
        Showing: {mailbox}
      </Typography>
    </Box>
  );
}
