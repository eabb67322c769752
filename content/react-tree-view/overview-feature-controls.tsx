import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

/** What the overview showcase lets the reader switch on and off. */
export interface ShowcaseOptions {
  checkboxSelection: boolean;
  multiSelect: boolean;
  expansionTrigger: 'content' | 'iconContainer';
  labelEditing: boolean;
  disabledItemsFocusable: boolean;
  /** Less padding in each row (styling through `sx`). */
  compactRows: boolean;
  /** Folder and page icons instead of arrows (the `slots` prop). */
  folderIcons: boolean;
  /** Renders Rich Tree View Pro with drag-and-drop reordering. */
  reordering: boolean;
}

/** Every feature off and the library's default expansion trigger: the state the demo starts in and resets to. */
export const initialShowcaseOptions: ShowcaseOptions = {
  checkboxSelection: false,
  multiSelect: false,
  expansionTrigger: 'content',
  labelEditing: false,
  disabledItemsFocusable: false,
  compactRows: false,
  folderIcons: false,
  reordering: false,
};

type SwitchKey = Exclude<keyof ShowcaseOptions, 'expansionTrigger'>;

const communitySwitches: { key: SwitchKey; label: string }[] = [
  { key: 'checkboxSelection', label: 'Checkboxes' },
  { key: 'multiSelect', label: 'Select several items' },
  { key: 'labelEditing', label: 'Rename sessions' },
  { key: 'disabledItemsFocusable', label: 'Focus unavailable items' },
];

const lookSwitches: { key: SwitchKey; label: string }[] = [
  { key: 'compactRows', label: 'Compact rows' },
  { key: 'folderIcons', label: 'Folder icons' },
];

interface FeatureControlsProps {
  options: ShowcaseOptions;
  onChange: (options: ShowcaseOptions) => void;
}

/** The labelled control panel of the overview showcase: one fieldset per plan. */
export function FeatureControls({ options, onChange }: FeatureControlsProps) {
  const toggle = (key: SwitchKey) => (_event: unknown, checked: boolean) => onChange({ ...options, [key]: checked });

  const switches = (list: { key: SwitchKey; label: string }[]) => (
    <FormGroup>
      {list.map(({ key, label }) => (
        <FormControlLabel
          key={key}
          control={<Switch size="small" checked={options[key]} onChange={toggle(key)} />}
          label={label}
        />
      ))}
    </FormGroup>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 220 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Community features</FormLabel>
        {switches(communitySwitches)}
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Open or close a branch by clicking</FormLabel>
        <RadioGroup
          value={options.expansionTrigger}
          onChange={(event) =>
            onChange({ ...options, expansionTrigger: event.target.value as ShowcaseOptions['expansionTrigger'] })
          }
        >
          <FormControlLabel value="content" control={<Radio size="small" />} label="Anywhere on the row" />
          <FormControlLabel value="iconContainer" control={<Radio size="small" />} label="The arrow only" />
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Look</FormLabel>
        {switches(lookSwitches)}
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">
          Pro features <Chip label="Pro" size="small" color="primary" variant="outlined" sx={{ ml: 0.5 }} />
        </FormLabel>
        <FormControlLabel
          control={<Switch size="small" checked={options.reordering} onChange={toggle('reordering')} />}
          label="Drag to reorder"
        />
      </FormControl>
    </Stack>
  );
}
