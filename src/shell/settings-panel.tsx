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
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocsConfig, type Language } from '../config/docs-context';
import { LANGUAGES, LANGUAGE_TAGS, localizePathname } from '../config/language';
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling } from '../config/preferences/preference-rules';
import { usePreferences } from '../config/preferences/preferences-context';
import { OfflineDownload } from '../offline/offline-download';
import { toRouterPath } from './router-path';
import { withoutTransitions } from '../theme/without-transitions';

type Mode = 'light' | 'system' | 'dark';

/** One labelled group of exclusive choices in the settings panel. */
function Choice<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={`${props.id}-label`} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {props.label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby={`${props.id}-label`}
        value={props.value}
        onChange={(_event, value: T | null) => value && props.onChange(value)}
      >
        {props.children}
      </ToggleButtonGroup>
    </Box>
  );
}

/** Reader settings: language, colour scheme, text direction, code language and code styling. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { translations: t, userLanguage } = useDocsConfig();
  const { mode, setMode } = useColorScheme();
  const preferences = usePreferences();
  const { pathname, hash } = useLocation();
  const sitePath = `/x${pathname}`;
  return (
    <Drawer
      // The end edge, beside the settings button: mirrored to the left in right-to-left by the Emotion cache.
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 340, p: 2 }, role: 'dialog', 'aria-labelledby': 'settings-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="settings-title" component="h2" variant="h6">
          {t.settings}
        </Typography>
        <IconButton onClick={onClose} aria-label={t.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-labelledby="language-label" sx={{ mb: 3 }}>
        <Typography id="language-label" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t.language}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {LANGUAGES.map((language: Language) => (
            <ToggleButton
              key={language}
              value={language}
              selected={language === userLanguage}
              component={Link}
              to={`${toRouterPath(localizePathname(sitePath, language))}${hash}`}
              lang={LANGUAGE_TAGS[language]}
              hrefLang={LANGUAGE_TAGS[language]}
              aria-current={language === userLanguage ? 'page' : undefined}
              onClick={onClose}
              size="small"
              sx={{ flex: 1 }}
            >
              {t.languageNames[language]}
            </ToggleButton>
          ))}
        </Box>
      </Box>
      <Choice
        id="scheme"
        label={t.colorScheme}
        value={(mode ?? 'system') as Mode}
        onChange={(next) => withoutTransitions(() => setMode(next))}
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
      </Choice>
      <Choice id="direction" label={t.direction} value={preferences.direction} onChange={preferences.setDirection}>
        <ToggleButton value="ltr">{t.leftToRight}</ToggleButton>
        <ToggleButton value="rtl">{t.rightToLeft}</ToggleButton>
      </Choice>
      <Choice
        id="code-variant"
        label={t.codeVariant}
        value={preferences.codeVariant}
        onChange={preferences.setCodeVariant}
      >
        {CODE_VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant}>
            {variant === 'TS' ? 'TypeScript' : 'JavaScript'}
          </ToggleButton>
        ))}
      </Choice>
      <Choice<CodeStyling>
        id="code-styling"
        label={t.codeStyling}
        value={preferences.codeStyling}
        onChange={preferences.setCodeStyling}
      >
        {CODE_STYLINGS.map((styling) => (
          <ToggleButton key={styling} value={styling}>
            {t.codeStylings[styling]}
          </ToggleButton>
        ))}
      </Choice>
      <OfflineDownload sitePath={sitePath} />
    </Drawer>
  );
}
