import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export type Option<T extends string> = { value: T; label: React.ReactNode; disabled?: boolean };

/**
 * A visible label above a row of exclusive toggle buttons. The label also names the group for
 * assistive technology (`aria-labelledby`); each option is a real button, reached with Tab and
 * pressed with Enter or Space, so the control works without a mouse.
 */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (next: T) => void;
}) {
  const labelId = React.useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} variant="caption" component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-labelledby={labelId}
        onChange={(_, next: T | null) => next !== null && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            sx={{ textTransform: 'none', py: 0.25 }}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
