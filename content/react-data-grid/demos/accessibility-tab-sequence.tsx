import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface DocRow {
  id: number;
  title: string;
  owner: string;
}

const rows: DocRow[] = [
  { id: 1, title: 'Onboarding checklist', owner: 'Ines Duarte' },
  { id: 2, title: 'Travel policy', owner: 'Kwame Mensah' },
  { id: 3, title: 'Security handbook', owner: 'Yuki Tanaka' },
  { id: 4, title: 'Expense rules', owner: 'Lars Berg' },
];

function makeColumns(respectTabIndex: boolean): GridColDef<DocRow>[] {
  const renderLink = (params: GridRenderCellParams<DocRow, string>) => (
    // The grid passes tabIndex 0 to the focused cell and -1 to every other cell.
    <Link href={`#doc-${params.row.id}`} tabIndex={respectTabIndex ? params.tabIndex : undefined}>
      {params.value}
    </Link>
  );
  return [
    { field: 'title', headerName: 'Document', width: 220, renderCell: renderLink },
    { field: 'owner', headerName: 'Owner', width: 160 },
  ];
}

function Example({ title, respectTabIndex }: { title: string; respectTabIndex: boolean }) {
  return (
    <Box sx={{ flex: '1 1 320px' }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ height: 290 }}>
        <DataGrid rows={rows} columns={makeColumns(respectTabIndex)} label={title} hideFooter />
      </Box>
    </Box>
  );
}

export default function AccessibilityTabSequence() {
  // Press Tab from above each grid: the first stops on every link, the second enters and leaves in one step.
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <Example title="Links ignore tabIndex" respectTabIndex={false} />
      <Example title="Links use params.tabIndex" respectTabIndex />
    </Box>
  );
}
