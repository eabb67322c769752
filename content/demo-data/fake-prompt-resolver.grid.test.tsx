// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import {
  DataGridPremium,
  gridExpandedSortedRowIdsSelector,
  gridFilterModelSelector,
  gridSortModelSelector,
  type GridApiPremium,
} from '@mui/x-data-grid-premium';
import type { RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakePromptResolver } from './fake-prompt-resolver';
import { createMovieColumns } from './movie-columns';
import { movieGenres, movieRows } from './movie-rows';

afterEach(cleanup);

describe('the fake prompt resolver in Data Grid Premium', () => {
  it('turns prompts into the grid state, from the context the grid itself sends', async () => {
    const apiRef: RefObject<GridApiPremium | null> = { current: null };
    const columns = createMovieColumns().map((column) =>
      column.field === 'genre' ? { ...column, examples: [...movieGenres] } : column,
    );
    render(
      <div style={{ width: 900, height: 500 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={movieRows}
          columns={columns}
          aiAssistant
          onPrompt={createFakePromptResolver({ latency: 0 })}
        />
      </div>,
    );
    await waitFor(() => expect(apiRef.current).not.toBeNull());

    await apiRef.current!.aiAssistant.processPrompt('sort by rating, highest first');
    await apiRef.current!.aiAssistant.processPrompt('only comedies');

    expect(gridSortModelSelector(apiRef as RefObject<GridApiPremium>)).toEqual([{ field: 'rating', sort: 'desc' }]);
    expect(gridFilterModelSelector(apiRef as RefObject<GridApiPremium>).items).toMatchObject([
      { field: 'genre', operator: 'is', value: 'Comedy' },
    ]);
    // The grid shows the comedies, best rated first.
    const comedies = movieRows.filter((row) => row.genre === 'Comedy').sort((a, b) => b.rating - a.rating);
    const shown = gridExpandedSortedRowIdsSelector(apiRef as RefObject<GridApiPremium>);
    expect(shown.length).toBe(comedies.length);
    expect(apiRef.current!.getRow(shown[0]!)?.rating).toBe(comedies[0]!.rating);
  });
});
