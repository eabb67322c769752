import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  FilterPanelTrigger,
  GridAiAssistantPanel,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { createFakePromptResolver } from '../../../demo-data/fake-prompt-resolver';
import { movieDataset } from '../../../demo-data/movie-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

// A local stand-in for a prompt service: keyword rules, nothing sent over the network.
const resolvePrompt = createFakePromptResolver({ aliases: { gross: ['box office'], rating: ['rated', 'score'] } });

function FilmToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Ask the AI assistant">
        <AiAssistantPanelTrigger render={<ToolbarButton aria-label="AI assistant" />}>
          <AutoAwesomeIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function AiAssistantPanelTriggerDemo() {
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, rowCount: 40, maxColumns: 9 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films"
        showToolbar
        aiAssistant
        allowAiAssistantDataSampling
        onPrompt={resolvePrompt}
        slots={{ toolbar: FilmToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={[{ value: 'Sort by rating, highest first' }, { value: 'Group by studio' }]}
      />
    </Box>
  );
}
