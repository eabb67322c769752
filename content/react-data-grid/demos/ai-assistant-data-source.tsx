import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeColumns } from '../../demo-data/employee-columns';
import { createEmployeeRows, departments, seniorityLevels, type EmployeeRow } from '../../demo-data/employee-rows';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import { createFakePromptResolver } from '../../demo-data/fake-prompt-resolver';
import { createServerDataSource, serverAggregationFunctions } from '../../demo-data/server-data-source';

const shownFields = ['name', 'jobTitle', 'department', 'level', 'office', 'salary', 'age', 'remote'];
const examples: Record<string, unknown[]> = {
  department: [...departments],
  level: [...seniorityLevels],
  salary: [62_000, 118_500, 174_000],
};

// The rows stay on the (fake) server; the grid only ever holds the page it shows.
const server = createFakeGridServer({
  rows: createEmployeeRows(1_000, 3),
  columns: createEmployeeColumns().filter((column) => shownFields.includes(column.field)),
  latency: 400,
});
const dataSource = createServerDataSource(server);
const columns: GridColDef<EmployeeRow>[] = server.columns.map((column) => ({
  ...column,
  examples: examples[column.field] ?? [],
}));

const resolvePrompt = createFakePromptResolver({ aliases: { jobTitle: ['job', 'role'], level: ['seniority'] } });

export default function AiAssistantDataSource() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 25 });

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        label="Employees on the server"
        pagination
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50]}
        showToolbar
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={[
          { value: 'Only Senior or Lead' },
          { value: 'Total salary per department' },
          { value: 'Sort by age descending' },
        ]}
      />
    </Box>
  );
}
