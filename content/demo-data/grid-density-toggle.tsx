import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridDensity } from '@mui/x-data-grid';

const densities: GridDensity[] = ['compact', 'standard', 'comfortable'];

/** Three buttons that pick a grid density, for demos that show how row heights follow it. */
export function GridDensityToggle({
  id,
  value,
  onChange,
}: {
  /** Unique id prefix: the label is referenced by `aria-labelledby`. */
  id: string;
  value: GridDensity;
  onChange: (density: GridDensity) => void;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography id={`${id}-label`} variant="body2">
        Density
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_, next: GridDensity | null) => next && onChange(next)}
        aria-labelledby={`${id}-label`}
      >
        {densities.map((density) => (
          <ToggleButton key={density} value={density}>
            {density}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
