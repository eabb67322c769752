import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslations } from '../config/docs-context';

type Mode = 'light' | 'system' | 'dark';

/** Reader settings: colour scheme for now; more preferences join here. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations();
  const { mode, setMode } = useColorScheme();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, p: 2 }, role: 'dialog', 'aria-labelledby': 'settings-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="settings-title" component="h2" variant="h6">
          {t.settings}
        </Typography>
        <IconButton onClick={onClose} aria-label={t.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Typography id="scheme-label" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t.colorScheme}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        aria-labelledby="scheme-label"
        value={mode ?? 'system'}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        size="small"
      >
        <ToggleButton value="light" data-testid="scheme-light">
          <LightModeOutlinedIcon fontSize="small" sx={{ mr: 1 }} />
          {t.light}
        </ToggleButton>
        <ToggleButton value="system" data-testid="scheme-system">
          <SettingsBrightnessIcon fontSize="small" sx={{ mr: 1 }} />
          {t.system}
        </ToggleButton>
        <ToggleButton value="dark" data-testid="scheme-dark">
          <DarkModeOutlinedIcon fontSize="small" sx={{ mr: 1 }} />
          {t.dark}
        </ToggleButton>
      </ToggleButtonGroup>
    </Drawer>
  );
}
