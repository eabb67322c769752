import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridFilterPanel,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

type Preset = { name: string; model: GridFilterModel };

// In memory for the demo; a real app would keep presets on its server or in storage.
const PresetsContext = React.createContext<{ presets: Preset[]; setPresets: (next: Preset[]) => void }>({
  presets: [],
  setPresets: () => {},
});

/** The default panel with a row of saved filters above it. */
function PresetsFilterPanel(props: React.ComponentProps<typeof GridFilterPanel>) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const { presets, setPresets } = React.useContext(PresetsContext);
  const [name, setName] = React.useState('');

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setPresets([...presets.filter((preset) => preset.name !== trimmed), { name: trimmed, model: filterModel }]);
    setName('');
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ p: 1.5 }} aria-label="Saved filters">
        {presets.map((preset) => (
          <Chip
            key={preset.name}
            label={preset.name}
            onClick={() => apiRef.current.setFilterModel(preset.model)}
            onDelete={() => setPresets(presets.filter((other) => other !== preset))}
          />
        ))}
        {presets.length === 0 && <Box sx={{ typography: 'body2', color: 'text.secondary' }}>No saved filters yet.</Box>}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ px: 1.5, pb: 1.5 }}>
        <TextField
          size="small"
          label="Name this filter"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
        <Button size="small" variant="outlined" disabled={!name.trim()} onClick={save}>
          Save
        </Button>
      </Stack>
      <Divider />
      <GridFilterPanel {...props} />
    </Box>
  );
}

export default function FilteringRecipesPresetsPanel() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 80, maxColumns: 6 });
  const [presets, setPresets] = React.useState<Preset[]>([
    { name: 'Leads', model: { items: [{ id: 1, field: 'level', operator: 'is', value: 'Lead' }] } },
    { name: 'Over 120k', model: { items: [{ id: 1, field: 'salary', operator: '>', value: 120000 }] } },
  ]);
  const context = React.useMemo(() => ({ presets, setPresets }), [presets]);

  return (
    <PresetsContext.Provider value={context}>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          showToolbar
          slots={{ filterPanel: PresetsFilterPanel }}
        />
      </Box>
    </PresetsContext.Provider>
  );
}
