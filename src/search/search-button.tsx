import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useDocsConfig } from '../config/docs-context';
import type { ProductId } from '../engine/frontmatter';
import { useSearchShortcuts } from './use-search-shortcuts';

/** Out of sight but still read: the usual clip pattern (`display: none` would drop the text from the name). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

// The dialog, MiniSearch and the index load only when search is first wanted, never with the page.
const importDialog = () => import('./search-dialog');
const SearchDialog = lazy(importDialog);

/** Starts fetching the dialog and the language's index together, rather than one after the other. */
function prefetch(language: 'en' | 'zh'): void {
  void importDialog();
  void import('./search-client').then((client) => client.loadSearchIndex(language)).catch(() => undefined);
}

/** Header button that opens search; shows the shortcut and seeds the query with a character typed on it. */
export function SearchButton({ currentProduct }: { currentProduct?: ProductId }) {
  const { userLanguage, translations } = useDocsConfig();
  const t = translations.search;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [seed, setSeed] = useState('');
  // A new key per opening starts the dialog fresh (query, filter, selection).
  const [session, setSession] = useState(0);
  const [shortcut, setShortcut] = useState('Ctrl K');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘K');
  }, []);
  const show = useCallback(
    (initial = '') => {
      prefetch(userLanguage);
      setSeed(initial);
      setSession((count) => count + 1);
      setWanted(true);
      setOpen(true);
    },
    [userLanguage],
  );
  useSearchShortcuts(show);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      show(event.key);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => show()}
        onKeyDown={onKeyDown}
        onPointerEnter={() => prefetch(userLanguage)}
        onFocus={() => prefetch(userLanguage)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        startIcon={<SearchIcon />}
        data-slot="search-button"
        sx={{
          textTransform: 'none',
          borderColor: 'divider',
          color: 'text.secondary',
          gap: 1,
          flexShrink: 0,
          minWidth: { xs: 40, sm: 64 },
          px: { xs: 1, sm: 1.5 },
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
        }}
      >
        {/* Icon only on phones: the word is visually hidden there but stays the button's content, so its accessible
            name is the text it shows elsewhere (WCAG 2.5.3, label in name). */}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: VISUALLY_HIDDEN })}>
          {t.button}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{ display: { xs: 'none', md: 'inline' }, fontSize: 12, px: 0.5, border: 1, borderRadius: 0.5 }}
        >
          {shortcut}
        </Box>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog
            key={session}
            open={open}
            onClose={() => setOpen(false)}
            initialQuery={seed}
            {...(currentProduct ? { currentProduct } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
