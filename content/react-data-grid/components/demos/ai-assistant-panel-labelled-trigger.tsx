import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloseIcon from '@mui/icons-material/Close';
import { AiAssistantPanelTrigger, DataGridPremium, GridAiAssistantPanel, Toolbar } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakePromptResolver } from '../../../demo-data/fake-prompt-resolver';
import { useDemoData } from '../../../demo-data/use-demo-data';

const resolvePrompt = createFakePromptResolver({ aliases: { jobTitle: ['job', 'role'] } });

// The trigger renders a labelled Material UI button whose text and icon follow the panel's state.
function AskToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'outlined' : 'contained'}
            startIcon={state.open ? <CloseIcon /> : <AutoAwesomeIcon />}
          >
            {state.open ? 'Close the assistant' : 'Ask the table'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AiAssistantPanelLabelledTrigger() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 8 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        showToolbar
        aiAssistant
        allowAiAssistantDataSampling
        onPrompt={resolvePrompt}
        slots={{ toolbar: AskToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={[{ value: 'Average salary per level' }, { value: 'Salary above 120k' }]}
      />
    </Box>
  );
}
