import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridEditSingleSelectCellProps,
} from '@mui/x-data-grid';

const modelsByMake: Record<string, string[]> = {
  Bicycle: ['City', 'Gravel', 'Cargo'],
  Scooter: ['Kick', 'Electric'],
  Skateboard: ['Street', 'Longboard'],
};
const allModels = Object.values(modelsByMake).flat();

type Rental = { id: number; customer: string; vehicle: string; model: string };

const rows: Rental[] = [
  { id: 1, customer: 'Oskar Nilsen', vehicle: 'Bicycle', model: 'Gravel' },
  { id: 2, customer: 'Zoe Hughes', vehicle: 'Scooter', model: 'Electric' },
  { id: 3, customer: 'Umar Yilmaz', vehicle: 'Skateboard', model: 'Longboard' },
];

/** The built-in select, plus: a new vehicle clears the model, which may no longer be offered. */
function VehicleEditCell(props: GridEditSingleSelectCellProps) {
  const apiRef = useGridApiContext();
  const clearModel = async () => {
    // Awaited so the model cell never renders with a value missing from its new options.
    await apiRef.current.setEditCellValue({ id: props.id, field: 'model', value: '' });
  };
  return <GridEditSingleSelectCell {...props} onValueChange={clearModel} />;
}

const columns: GridColDef<Rental>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'vehicle',
    headerName: 'Vehicle',
    type: 'singleSelect',
    valueOptions: Object.keys(modelsByMake),
    width: 130,
    editable: true,
    renderEditCell: (params) => <VehicleEditCell {...params} />,
  },
  {
    field: 'model',
    headerName: 'Model',
    type: 'singleSelect',
    width: 130,
    editable: true,
    // Without a row (in the filter panel, for example) every model is offered.
    valueOptions: ({ row }) => (row ? (modelsByMake[row.vehicle] ?? []) : allModels),
  },
];

export default function RecipesEditingLinkedFieldsRow() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" label="Rentals" hideFooter />
    </Box>
  );
}
