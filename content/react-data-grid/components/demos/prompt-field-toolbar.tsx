import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import KeyboardVoiceIcon from '@mui/icons-material/KeyboardVoice';
import {
  DataGridPremium,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createFakePromptResolver } from '../../../demo-data/fake-prompt-resolver';
import { movieDataset } from '../../../demo-data/movie-columns';
import { movieGenres } from '../../../demo-data/movie-rows';
import { useDemoData } from '../../../demo-data/use-demo-data';

// Keyword rules in the browser instead of a hosted model: try "only dramas" or "top 5 by box office".
const resolvePrompt = createFakePromptResolver({ aliases: { gross: ['box office'], rating: ['rated', 'score'] } });

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState({ text: 'Describe the view you want, then press Enter.', error: false });

  const submit = async (prompt: string) => {
    setStatus({ text: `Working on “${prompt}”…`, error: false });
    const answer = await apiRef.current.aiAssistant.processPrompt(prompt);
    setStatus(
      answer instanceof Error ? { text: answer.message, error: true } : { text: `Applied “${prompt}”.`, error: false },
    );
  };

  return (
    <Toolbar style={{ flexDirection: 'column', alignItems: 'stretch', gap: 4, padding: 8 }}>
      <PromptField onSubmit={submit}>
        <PromptFieldControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              aria-label="Prompt"
              placeholder={state.recording ? 'Listening…' : 'Sort, filter or group the films in your own words'}
              slotProps={{
                input: {
                  startAdornment: IS_SPEECH_RECOGNITION_SUPPORTED ? (
                    <InputAdornment position="start">
                      <PromptFieldRecord
                        render={
                          <IconButton
                            size="small"
                            edge="start"
                            color={state.recording ? 'error' : 'default'}
                            aria-label={state.recording ? 'Stop recording' : 'Record a prompt'}
                          />
                        }
                      >
                        <KeyboardVoiceIcon fontSize="small" />
                      </PromptFieldRecord>
                    </InputAdornment>
                  ) : null,
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title="Send">
                        {/* The span keeps the tooltip working while the button is disabled (empty prompt). */}
                        <span>
                          <PromptFieldSend
                            render={<IconButton size="small" edge="end" color="primary" aria-label="Send" />}
                          >
                            <ArrowUpwardIcon fontSize="small" />
                          </PromptFieldSend>
                        </span>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
      <Typography variant="caption" role="status" color={status.error ? 'error' : 'text.secondary'}>
        {status.text}
      </Typography>
    </Toolbar>
  );
}

export default function PromptFieldToolbar() {
  const { rows, columns: movieColumns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 9 });
  // Genre examples let the resolver understand "comedies" or "documentaries".
  const columns = React.useMemo(
    () => movieColumns.map((column) => (column.field === 'genre' ? { ...column, examples: [...movieGenres] } : column)),
    [movieColumns],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films"
        showToolbar
        slots={{ toolbar: PromptToolbar }}
        aiAssistant
        onPrompt={resolvePrompt}
      />
    </Box>
  );
}
