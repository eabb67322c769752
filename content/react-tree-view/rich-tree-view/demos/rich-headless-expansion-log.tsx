import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import {
  RICH_TREE_VIEW_PLUGINS,
  RichTreeViewRoot,
  type RichTreeViewPluginParameters,
  type RichTreeViewPropsBase,
} from '@mui/x-tree-view/RichTreeView';
import {
  expansionSelectors,
  RichTreeViewItems,
  TreeViewProvider,
  useTreeView,
  type ConvertPluginsIntoSignatures,
  type TreeViewPlugin,
  type TreeViewPluginSignature,
  type UseTreeViewExpansionSignature,
} from '@mui/x-tree-view/internals';

// Internal API: `@mui/x-tree-view/internals` may change in any release.

interface ExpansionJournalParams {
  /** Called with a line of text each time the set of open items changes. */
  onJournalEntry?: (entry: string) => void;
  /** Turns the journal off without removing the plugin. */
  journalEnabled?: boolean;
}

interface ExpansionJournalParamsWithDefaults {
  onJournalEntry?: (entry: string) => void;
  journalEnabled: boolean;
}

type ExpansionJournalSignature = TreeViewPluginSignature<{
  params: ExpansionJournalParams;
  paramsWithDefaults: ExpansionJournalParamsWithDefaults;
  // Reads the expansion plugin's state, so it declares that plugin as a dependency.
  dependencies: [UseTreeViewExpansionSignature];
}>;

const useExpansionJournal: TreeViewPlugin<ExpansionJournalSignature> = ({ params, store }) => {
  const { journalEnabled, onJournalEntry } = params;

  React.useEffect(() => {
    if (!journalEnabled || !onJournalEntry) return undefined;
    let previous = expansionSelectors.expandedItemsRaw(store.state).join(', ');
    // The store holds every plugin's state; subscribing avoids re-rendering the whole tree.
    return store.subscribe((state) => {
      const current = expansionSelectors.expandedItemsRaw(state).join(', ');
      if (current !== previous) {
        previous = current;
        onJournalEntry(current === '' ? 'Everything is collapsed' : `Open: ${current}`);
      }
    });
  }, [store, journalEnabled, onJournalEntry]);

  return {};
};

useExpansionJournal.params = { onJournalEntry: true, journalEnabled: true };
useExpansionJournal.applyDefaultValuesToParams = ({ params }) => ({
  ...params,
  journalEnabled: params.journalEnabled ?? true,
});

const JOURNAL_TREE_PLUGINS = [...RICH_TREE_VIEW_PLUGINS, useExpansionJournal] as const;
type JournalTreeSignatures = ConvertPluginsIntoSignatures<typeof JOURNAL_TREE_PLUGINS>;

interface JournalTreeProps
  extends RichTreeViewPluginParameters<TreeViewBaseItem, false>, ExpansionJournalParams, RichTreeViewPropsBase {
  /** `useTreeView` accepts an `apiRef`; this demo does not expose one. */
  apiRef?: undefined;
}

function JournalTree(props: JournalTreeProps) {
  const { getRootProps, contextValue } = useTreeView<JournalTreeSignatures, JournalTreeProps>({
    plugins: JOURNAL_TREE_PLUGINS,
    props,
  });

  return (
    <TreeViewProvider contextValue={contextValue} classes={undefined} slots={undefined} slotProps={undefined}>
      <RichTreeViewRoot {...getRootProps()} aria-label="Greenhouse">
        <RichTreeViewItems slots={undefined} slotProps={undefined} />
      </RichTreeViewRoot>
    </TreeViewProvider>
  );
}

const greenhouse: TreeViewBaseItem[] = [
  {
    id: 'herbs',
    label: 'Herbs',
    children: [
      { id: 'basil', label: 'Basil' },
      { id: 'thyme', label: 'Thyme' },
      { id: 'mint', label: 'Mint' },
    ],
  },
  {
    id: 'succulents',
    label: 'Succulents',
    children: [
      { id: 'aloe', label: 'Aloe vera' },
      { id: 'echeveria', label: 'Echeveria' },
    ],
  },
  {
    id: 'ferns',
    label: 'Ferns',
    children: [{ id: 'maidenhair', label: 'Maidenhair fern' }],
  },
];

export default function RichHeadlessExpansionLog() {
  const [journal, setJournal] = React.useState<string[]>([]);
  const addEntry = React.useCallback((entry: string) => setJournal((lines) => [entry, ...lines].slice(0, 5)), []);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Box sx={{ minHeight: 300, minWidth: 240, flex: 1 }}>
        <JournalTree items={greenhouse} onJournalEntry={addEntry} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Expansion journal
        </Typography>
        <Box component="ol" aria-live="polite" sx={{ m: 0, pl: 2.5, fontSize: 14, color: 'text.secondary' }}>
          {journal.length === 0 ? <li>Open a group to add a line.</li> : null}
          {journal.map((line, index) => (
            <li key={`${journal.length - index}-${line}`}>{line}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
