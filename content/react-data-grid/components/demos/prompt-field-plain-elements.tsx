import Box from '@mui/material/Box';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createFakePromptResolver } from '../../../demo-data/fake-prompt-resolver';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

const resolvePrompt = createFakePromptResolver({ latency: 300 });

const fieldStyle = { display: 'flex', gap: 6, width: '100%' } as const;
const inputStyle = { flex: 1, font: 'inherit', padding: '6px 10px', borderRadius: 6, border: '1px solid #8a8f98' };

// No Material UI control in the field: a plain <form>-like row, <input> and <button>.
function PlainPromptToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <PromptField onSubmit={(prompt) => apiRef.current.aiAssistant.processPrompt(prompt)} style={fieldStyle}>
        <label htmlFor="plain-prompt-input" style={{ alignSelf: 'center' }}>
          Prompt
        </label>
        <PromptFieldControl
          render={({ ref, onChange, onKeyDown, value }) => (
            <input
              ref={ref}
              id="plain-prompt-input"
              value={value as string}
              placeholder="e.g. salary above 100k, highest salary first"
              onChange={onChange}
              onKeyDown={onKeyDown}
              style={inputStyle}
            />
          )}
        />
        {/* Disabled by the field while the prompt is empty. */}
        <PromptFieldSend render={<button type="button" />}>Ask</PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldPlainElements() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 50, maxColumns: 7 });
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        showToolbar
        slots={{ toolbar: PlainPromptToolbar }}
        aiAssistant
        onPrompt={resolvePrompt}
      />
    </Box>
  );
}
