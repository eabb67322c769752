import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDocsConfig } from '../config/docs-context';
import { products, productText } from '../config/products';
import type { ProductId } from '../engine/frontmatter';
import { toRouterPath } from '../shell/router-path';
import { groupByProduct } from './group-results';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { RecentSearches } from './recent-searches-list';
import { ResultOption } from './result-option';
import { useSearchResults } from './use-search-results';

/** Props of the lazily loaded search dialog. */
export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Text to start with (a character typed on the header button). */
  initialQuery: string;
  currentProduct?: ProductId;
}

/** The search dialog: a combobox over a grouped listbox of results, with a product filter and recent searches. */
export default function SearchDialog({ open, onClose, initialQuery, currentProduct }: SearchDialogProps) {
  const { userLanguage, translations } = useDocsConfig();
  const t = translations.search;
  const navigate = useNavigate();
  const baseId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [filter, setFilter] = useState<ProductId | ''>('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(readRecentSearches);
  const { status, hits } = useSearchResults(userLanguage, query, currentProduct, filter || undefined);
  const groups = useMemo(() => groupByProduct(hits, currentProduct), [hits, currentProduct]);
  const ordered = groups.flatMap((group) => group.hits);
  const showRecent = query.trim() === '';
  const count = showRecent ? recent.length : ordered.length;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const words = useMemo(() => query.split(/\s+/).filter(Boolean), [query]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const pick = (index: number) => {
    if (showRecent) {
      const chosen = recent[index];
      if (chosen !== undefined) setQuery(chosen);
      setActive(0);
      return;
    }
    const hit = ordered[index];
    if (!hit) return;
    setRecent(rememberSearch(query));
    onClose();
    void navigate(toRouterPath(hit.url));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(active);
    }
  };

  const statusText =
    status === 'loading'
      ? t.loading
      : status === 'error'
        ? t.loadFailed
        : showRecent
          ? ''
          : ordered.length === 0
            ? t.noResults
            : ordered.length === 1
              ? t.oneResult
              : t.resultCount.replace('{count}', String(ordered.length));
  const productName = (id: ProductId) => {
    const product = products.find((entry) => entry.id === id);
    return product ? productText(product, userLanguage).name : t.shared;
  };
  let position = 0;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={`${baseId}-title`}
      // Pinned near the top and as tall as its content allows: it stays put while results come and go. Long result lists
      // scroll the dialog (whose query box is focusable, as axe wants of a scrolling region) under its sticky query row.
      sx={{
        '& .MuiDialog-container': { alignItems: 'flex-start' },
        '& .MuiDialog-paper': { mt: { xs: 2, sm: '10vh' }, maxHeight: { xs: 'calc(100% - 32px)', sm: '80vh' } },
      }}
      data-slot="search-dialog"
    >
      <Box component="h2" id={`${baseId}-title`} sx={visuallyHidden}>
        {t.dialogTitle}
      </Box>
      <Box
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 1 },
          borderBottom: 1,
          borderColor: 'divider',
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
        }}
      >
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t.inputLabel}
          placeholder={t.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': count > 0,
              'aria-controls': count > 0 ? `${baseId}-listbox` : undefined,
              'aria-autocomplete': 'list',
              'aria-activedescendant': count > 0 ? optionId(Math.min(active, count - 1)) : undefined,
              autoComplete: 'off',
              spellCheck: false,
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t.productFilter}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as ProductId | '');
            setActive(0);
          }}
          sx={{ minWidth: 160, flexShrink: 0 }}
        >
          <MenuItem value="">{t.allProducts}</MenuItem>
          {products.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {productText(product, userLanguage).name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/* Empty (nothing typed yet), the status and the results take no room: the dialog opens as its query row. */}
      <Box
        role="status"
        aria-live="polite"
        sx={{ px: 2, pt: 1, fontSize: 13, color: 'text.secondary', flexShrink: 0, '&:empty': { pt: 0 } }}
      >
        {statusText}
      </Box>
      <Box sx={{ px: 1, pb: 1, '&:empty': { display: 'none' } }} data-slot="search-results">
        {showRecent ? (
          <RecentSearches
            listboxId={`${baseId}-listbox`}
            items={recent}
            active={active}
            optionId={optionId}
            onPick={pick}
            onClear={() => setRecent([])}
          />
        ) : ordered.length === 0 ? null : (
          <Box component="ul" role="listbox" id={`${baseId}-listbox`} aria-label={t.results} sx={{ m: 0, p: 0 }}>
            {groups.map((group) => (
              <Box component="li" role="presentation" key={group.productId} sx={{ listStyle: 'none' }}>
                <Box
                  id={`${baseId}-group-${group.productId}`}
                  sx={{ px: 1.5, pt: 1.5, pb: 0.5, fontSize: 12, fontWeight: 700, color: 'text.secondary' }}
                >
                  {productName(group.productId)}
                </Box>
                <Box
                  component="ul"
                  role="group"
                  aria-labelledby={`${baseId}-group-${group.productId}`}
                  sx={{ m: 0, p: 0, listStyle: 'none' }}
                >
                  {group.hits.map((hit) => {
                    const index = position++;
                    return (
                      <ResultOption
                        key={hit.id}
                        id={optionId(index)}
                        hit={hit}
                        words={[...hit.terms, ...words]}
                        active={index === active}
                        onPick={() => pick(index)}
                        onHover={() => setActive(index)}
                      />
                    );
                  })}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
