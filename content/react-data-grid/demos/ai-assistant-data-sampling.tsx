import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../demo-data/employee-columns';
import { createFakePromptResolver } from '../../demo-data/fake-prompt-resolver';
import { useDemoData } from '../../demo-data/use-demo-data';

const resolvePrompt = createFakePromptResolver({ aliases: { jobTitle: ['job', 'role'], level: ['seniority'] } });

export default function AiAssistantDataSampling() {
  // No `examples` on these columns: the grid picks a few cell values of each column instead.
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 200, maxColumns: 10 });

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        showToolbar
        aiAssistant
        allowAiAssistantDataSampling
        onPrompt={resolvePrompt}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={[
          { value: 'Salary above 150k, highest salary first' },
          { value: 'Average salary per department' },
          { value: 'Group by office and level' },
        ]}
      />
    </Box>
  );
}
