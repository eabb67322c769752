import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslations } from '../config/docs-context';
import type { CalloutType } from '../engine/content-components';

const icons = {
  info: InfoOutlinedIcon,
  success: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
  error: ErrorOutlineIcon,
};

/** A highlighted note in the prose: info, success (tip), warning or error (important). */
export function Callout({ type = 'info', children }: { type?: CalloutType; children: ReactNode }) {
  const t = useTranslations();
  const Icon = icons[type] ?? InfoOutlinedIcon;
  return (
    <Box
      component="aside"
      aria-label={t.callout[type]}
      data-slot="callout"
      data-type={type}
      sx={{
        display: 'flex',
        gap: 1.5,
        my: 2.5,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: `${type}.main`,
        bgcolor: (theme) =>
          theme.vars ? `rgba(${theme.vars.palette[type].mainChannel} / 0.08)` : alpha(theme.palette[type].main, 0.08),
        '& > div > p': { my: 0.5 },
      }}
    >
      <Icon fontSize="small" sx={{ color: `${type}.main`, mt: 0.75 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
