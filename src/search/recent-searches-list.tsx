import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from '../config/docs-context';
import { clearRecentSearches } from './recent-searches';

/** The reader's recent queries as listbox options, shown while the query is empty. */
export function RecentSearches({
  listboxId,
  items,
  active,
  optionId,
  onPick,
  onClear,
}: {
  listboxId: string;
  items: string[];
  active: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onClear: () => void;
}) {
  const t = useTranslations().search;
  if (items.length === 0) return null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1 }}>
        <Box sx={{ flexGrow: 1, fontSize: 12, fontWeight: 700, color: 'text.secondary' }}>{t.recent}</Box>
        <Button
          size="small"
          onClick={() => {
            clearRecentSearches();
            onClear();
          }}
        >
          {t.clearRecent}
        </Button>
      </Box>
      <Box component="ul" role="listbox" id={listboxId} aria-label={t.recent} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={item}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => onPick(index)}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: index === active ? 'action.selected' : 'transparent',
            }}
          >
            <HistoryIcon fontSize="small" aria-hidden />
            {item}
          </Box>
        ))}
      </Box>
    </>
  );
}
