import { useColorScheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { THEME_COLORS } from './theme-constants';

/** Keeps `<meta name="theme-color">` on the background colour of the scheme in use. */
export function ThemeColorSync() {
  const { colorScheme } = useColorScheme();
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (meta && colorScheme) meta.content = THEME_COLORS[colorScheme];
  }, [colorScheme]);
  return null;
}
