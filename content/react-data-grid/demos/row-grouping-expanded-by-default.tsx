import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

// Opens the animation studio and, inside any studio, its Animation genre group.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  (node.groupingField === 'studio' && node.groupingKey === 'Paper Lantern Animation') ||
  (node.groupingField === 'genre' && node.groupingKey === 'Animation');

export default function RowGroupingExpandedByDefault() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['studio', 'genre'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        label="Films by studio and genre, animation open"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
