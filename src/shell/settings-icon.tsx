import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * An outlined eight-tooth gear, drawn for the header's settings button: the same size and colour as the icons beside
 * it, in about a fifth of the markup of Material's outlined settings icon (whose path alone was 1.3 KB of every page).
 */
const GEAR =
  'M19.2 10.3L21.7 10.7L21.7 13.3L19.2 13.7L18.3 15.9L19.8 18L18 19.8L15.9 18.3L13.7 19.2L13.3 21.7L10.7 21.7' +
  'L10.3 19.2L8.1 18.3L6 19.8L4.2 18L5.7 15.9L4.8 13.7L2.3 13.3L2.3 10.7L4.8 10.3L5.7 8.1L4.2 6L6 4.2L8.1 5.7L10.3 4.8' +
  'L10.7 2.3L13.3 2.3L13.7 4.8L15.9 5.7L18 4.2L19.8 6L18.3 8.1ZM15 12a3 3 0 1 0-6 0 3 3 0 1 0 6 0';

export function SettingsIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d={GEAR} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" />
    </SvgIcon>
  );
}
