import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridRowNodeSelector,
  gridRowSelector,
  useGridApiRef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid-premium';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Films that earned more than this are "hits".
const HIT_THRESHOLD = 650_000_000;

export default function StyleRowGroups() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 8 });

  const getRowClassName = (params: GridRowClassNameParams) => {
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type !== 'group') {
      return '';
    }
    // A group is highlighted when at least one of its films is a hit.
    const hasHit = node.children.some((childId) => {
      const film = gridRowSelector(apiRef, childId);
      return typeof film?.gross === 'number' && film.gross > HIT_THRESHOLD;
    });
    return hasHit ? 'group--has-hit' : '';
  };

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .group--has-hit': { bgcolor: 'rgba(255, 193, 7, 0.18)', fontWeight: 600 },
      }}
    >
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films by studio"
        getRowClassName={getRowClassName}
        initialState={{
          rowGrouping: { model: ['studio'] },
          columns: { columnVisibilityModel: { studio: false } },
        }}
      />
    </Box>
  );
}
