import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { createFakePromptResolver } from '../../demo-data/fake-prompt-resolver';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieGenres, movieRows, type MovieRow } from '../../demo-data/movie-rows';

const resolvePrompt = createFakePromptResolver({ aliases: { gross: ['box office'], rating: ['rated', 'score'] } });

const columns: GridColDef<MovieRow>[] = createMovieColumns().map((column) =>
  column.field === 'genre' ? { ...column, examples: [...movieGenres] } : column,
);

export default function AiAssistantCustomInput() {
  const apiRef = useGridApiRef();
  const [prompt, setPrompt] = React.useState('Only thrillers, best rated first');
  const [status, setStatus] = React.useState('');

  const ask = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!apiRef.current || !prompt.trim()) return;
    setStatus('Working…');
    // Same path as the built-in panel: `onPrompt` answers, then the grid applies the answer.
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? result.message : 'Applied.');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={ask}>
        <TextField
          size="small"
          label="Ask the table"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          helperText={status || 'Try “group by studio” or “reset”.'}
          slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Ask
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={movieRows}
          columns={columns}
          label="Films"
          aiAssistant
          onPrompt={resolvePrompt}
        />
      </Box>
    </Stack>
  );
}
