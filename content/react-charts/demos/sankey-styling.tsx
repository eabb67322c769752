import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { createEnergyFlows } from '../../demo-data/chart-flows';

const energy = createEnergyFlows();
type LinkColor = 'source' | 'target' | '#94a3b8';

function LabelledSlider(props: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}) {
  const { id, label, value, min, max, step, onChange } = props;
  return (
    <Stack sx={{ width: 140 }}>
      <Typography id={id} variant="caption">
        {label}: {value}
      </Typography>
      <Slider
        aria-labelledby={id}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(_, next) => onChange(next as number)}
      />
    </Stack>
  );
}

export default function SankeyStyling() {
  const [width, setWidth] = React.useState(12);
  const [padding, setPadding] = React.useState(14);
  const [showLabels, setShowLabels] = React.useState(true);
  const [linkColor, setLinkColor] = React.useState<LinkColor>('source');
  const [opacity, setOpacity] = React.useState(0.5);
  const [showValues, setShowValues] = React.useState(false);
  const [curveCorrection, setCurveCorrection] = React.useState(10);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <LabelledSlider
          id="sankey-styling-width"
          label="nodeOptions.width"
          value={width}
          min={4}
          max={30}
          onChange={setWidth}
        />
        <LabelledSlider
          id="sankey-styling-padding"
          label="nodeOptions.padding"
          value={padding}
          min={2}
          max={40}
          onChange={setPadding}
        />
        <FormControlLabel
          control={<Switch checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />}
          label="showLabels"
        />
        <TextField
          select
          size="small"
          label="linkOptions.color"
          value={linkColor}
          onChange={(event) => setLinkColor(event.target.value as LinkColor)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="source">source</MenuItem>
          <MenuItem value="target">target</MenuItem>
          <MenuItem value="#94a3b8">#94a3b8 (grey)</MenuItem>
        </TextField>
        <LabelledSlider
          id="sankey-styling-opacity"
          label="linkOptions.opacity"
          value={opacity}
          min={0.1}
          max={1}
          step={0.1}
          onChange={setOpacity}
        />
        <FormControlLabel
          control={<Switch checked={showValues} onChange={(event) => setShowValues(event.target.checked)} />}
          label="showValues"
        />
        <LabelledSlider
          id="sankey-styling-curve"
          label="curveCorrection"
          value={curveCorrection}
          min={-20}
          max={40}
          onChange={setCurveCorrection}
        />
      </Stack>
      <SankeyChart
        height={380}
        series={{
          data: energy,
          nodeOptions: { width, padding, showLabels },
          linkOptions: { color: linkColor, opacity, showValues, curveCorrection },
        }}
      />
    </Stack>
  );
}
