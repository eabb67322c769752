import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import HotelIcon from '@mui/icons-material/Hotel';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SearchIcon from '@mui/icons-material/Search';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import {
  DataGridPro,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridExpandedRowCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createRandom, pick, randomDay, randomFloat } from '../../demo-data/random';

const categories = {
  Meals: RestaurantIcon,
  Travel: DirectionsBusIcon,
  Lodging: HotelIcon,
  Supplies: WorkOutlineIcon,
} as const;
type Category = keyof typeof categories;

type Expense = { id: number; merchant: string; category: Category; date: Date; amount: number };

const merchants: Record<Category, string[]> = {
  Meals: ['Corner Noodle Bar', 'Blue Door Café', 'Harbour Deli'],
  Travel: ['City Metro', 'Northline Rail', 'Yellow Cab Co.'],
  Lodging: ['Hotel Alder', 'Riverside Inn'],
  Supplies: ['Paper & Pixel', 'Office Depotium'],
};

function createExpenses(count: number): Expense[] {
  const random = createRandom(7);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(random, Object.keys(categories) as Category[]);
    const amount = category === 'Lodging' ? randomFloat(random, 90, 260) : randomFloat(random, 3, 60);
    const date = randomDay(random, new Date(2025, 2, 1), new Date(2025, 2, 31));
    return { id: index + 1, merchant: pick(random, merchants[category]), category, date, amount };
  });
}

const expenses = createExpenses(30);
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const columns: GridColDef<Expense>[] = [
  { field: 'merchant', headerName: 'Merchant', width: 160 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100 },
];

function ExpenseCell({ row }: GridRenderCellParams<Expense>) {
  const Icon = categories[row.category];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
        <Icon fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {row.merchant}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {row.category} · {day.format(row.date)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {money.format(row.amount)}
      </Typography>
    </Stack>
  );
}

const expenseColumn: GridListViewColDef<Expense> = { field: 'expense', renderCell: ExpenseCell };

const sortChoices = {
  newest: { field: 'date', sort: 'desc' },
  oldest: { field: 'date', sort: 'asc' },
  largest: { field: 'amount', sort: 'desc' },
} as const;
type SortChoice = keyof typeof sortChoices;

// A phone-sized toolbar: one search box, and sorting as a select instead of column headers.
function PhoneToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = (Object.keys(sortChoices) as SortChoice[]).find(
    (key) => sortModel[0]?.field === sortChoices[key].field && sortModel[0]?.sort === sortChoices[key].sort,
  );

  return (
    <Toolbar style={{ gap: 8, padding: 8 }}>
      <QuickFilter style={{ flex: 1 }}>
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              placeholder="Search"
              aria-label="Search expenses"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
      <TextField
        select
        size="small"
        label="Sort"
        value={current ?? 'newest'}
        onChange={(event) => apiRef.current.setSortModel([{ ...sortChoices[event.target.value as SortChoice] }])}
        sx={{ width: 112 }}
      >
        <MenuItem value="newest">Newest</MenuItem>
        <MenuItem value="oldest">Oldest</MenuItem>
        <MenuItem value="largest">Largest</MenuItem>
      </TextField>
    </Toolbar>
  );
}

function CountFooter() {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridExpandedRowCountSelector);
  return (
    <Typography variant="caption" color="text.secondary" sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
      {count} expenses
    </Typography>
  );
}

export default function ListViewMobileExpenses() {
  const [open, setOpen] = React.useState<Expense | null>(null);

  return (
    <Box
      sx={{ width: 360, maxWidth: '100%', height: 560, mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <DataGridPro
        rows={expenses}
        columns={columns}
        label="March expenses"
        listView
        listViewColumn={expenseColumn}
        rowHeight={64}
        showToolbar
        slots={{ toolbar: PhoneToolbar, footer: CountFooter }}
        initialState={{ sorting: { sortModel: [{ field: 'date', sort: 'desc' }] } }}
        onRowClick={(params) => setOpen(params.row as Expense)}
        disableRowSelectionOnClick
        sx={{ border: 0 }}
      />
      <Drawer anchor="bottom" open={open !== null} onClose={() => setOpen(null)}>
        {open && (
          <Stack spacing={1} sx={{ p: 3, maxWidth: 360, width: '100%', mx: 'auto' }}>
            <Typography variant="h6" component="h2">
              {open.merchant}
            </Typography>
            <Typography variant="h4" component="p">
              {money.format(open.amount)}
            </Typography>
            <Typography color="text.secondary">
              {open.category} · {open.date.toLocaleDateString('en-US', { dateStyle: 'long' })}
            </Typography>
            <Button variant="outlined" onClick={() => setOpen(null)}>
              Close
            </Button>
          </Stack>
        )}
      </Drawer>
    </Box>
  );
}
