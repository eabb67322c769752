import Box from '@mui/material/Box';
import { useApiStrings } from './api-strings';
import { ApiMarkdown } from './markdown';

/** Marks a deprecated prop, slot, class or item, with the reason from `@deprecated` when there is one. */
export function DeprecatedNote({ reason }: { reason: string | undefined }) {
  const apiStrings = useApiStrings();
  if (reason === undefined) return null;
  return (
    <Box
      data-slot="api-deprecated"
      role="note"
      sx={{ my: 1, px: 1.5, py: 1, borderLeft: 3, borderColor: 'warning.main', bgcolor: 'action.hover' }}
    >
      <Box component="strong" sx={{ display: 'block' }}>
        {apiStrings.deprecated}
      </Box>
      <ApiMarkdown markdown={reason} />
    </Box>
  );
}
