import { useColorScheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { setThemeColor } from './color-scheme';

/**
 * Keeps `<meta name="theme-color">` on the background colour of the scheme in use (React pages; static pages use
 * `followColorScheme`, which shares `setThemeColor`).
 */
export function ThemeColorSync() {
  const { colorScheme } = useColorScheme();
  useEffect(() => {
    if (colorScheme === 'light' || colorScheme === 'dark') setThemeColor(colorScheme);
  }, [colorScheme]);
  return null;
}
