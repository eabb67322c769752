import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel, type GridColDef } from '@mui/x-data-grid-premium';
import { createFakePromptResolver } from '../../demo-data/fake-prompt-resolver';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieGenres, movieRows, movieStudios, type MovieRow } from '../../demo-data/movie-rows';

// Runs in this page: keyword rules instead of a language model, and nothing leaves the browser.
const resolvePrompt = createFakePromptResolver({
  aliases: { gross: ['box office', 'takings'], rating: ['rated', 'score'], runtime: ['length'] },
});

// Hand-written examples tell the assistant what each column holds, without sharing any row.
const examplesByField: Partial<Record<keyof MovieRow, unknown[]>> = {
  title: ['Winter Garden', 'The Lost Signal'],
  studio: [...movieStudios],
  director: ['Maren Solberg', 'Hiro Matsuda', 'Colette Aubry', 'Dev Raman'],
  genre: [...movieGenres],
  year: [1994, 2008, 2021],
  gross: [48_000_000, 310_500_000],
  rating: [5.8, 7.2, 8.9],
};

const columns: GridColDef<MovieRow>[] = createMovieColumns().map((column) => ({
  ...column,
  examples: examplesByField[column.field as keyof MovieRow] ?? [],
}));

export default function AiAssistantExamples() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        label="Film catalogue"
        showToolbar
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={[
          { value: 'Sort by rating, highest first' },
          { value: 'Show only comedies' },
          { value: 'Group by director' },
          { value: 'Total box office per studio' },
        ]}
      />
    </Box>
  );
}
