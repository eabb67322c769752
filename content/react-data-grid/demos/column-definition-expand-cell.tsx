import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Review = { id: number; product: string; review: string };

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail backpack 28 L',
    review:
      'Carried it on a four-day hike: the hip belt takes the weight well, the side pockets fit a litre bottle, and the rain cover packs into its own pouch. The zip on the lid sticks a little when the bag is full.',
  },
  {
    id: 2,
    product: 'Camping stove',
    review: 'Boils half a litre in about three minutes. Light and stable on uneven ground.',
  },
  {
    id: 3,
    product: 'Insulated bottle',
    review:
      'Tea was still warm after nine hours in the car in winter. The lid is tight enough that it has never leaked in my bag, though the cup on top is small and the paint scratches easily.',
  },
];

/** Shows the text in one line, with a button that opens the whole text in a popper. */
function ExpandableText({ value, hasFocus }: GridRenderCellParams<Review, string>) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const text = value ?? '';

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', height: '100%', gap: 0.5 }}>
      <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      <IconButton
        size="small"
        aria-label="Read the whole review"
        aria-expanded={Boolean(anchor)}
        tabIndex={hasFocus ? 0 : -1}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        <OpenInFullIcon fontSize="inherit" />
      </IconButton>
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement="bottom-end" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener onClickAway={() => setAnchor(null)}>
          <Paper elevation={4} sx={{ p: 2, maxWidth: 360 }}>
            <Typography variant="body2">{text}</Typography>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  {
    field: 'review',
    headerName: 'Review',
    flex: 1,
    minWidth: 240,
    renderCell: (params) => <ExpandableText {...params} />,
  },
];

export default function ColumnDefinitionExpandCell() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Product reviews" hideFooter />
    </Box>
  );
}
