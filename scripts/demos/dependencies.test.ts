import { describe, expect, it } from 'vitest';
import { DATE_LIBRARY_VERSIONS } from './date-libraries';
import { packageName, resolveDependencies, resolveTooling } from './dependencies';

/** Stands in for node_modules: every package at a recognisable fake version. */
const installed = (name: string) => (name === 'not-installed' ? undefined : `1.0.0-${name}`);
const base = {
  '@emotion/react': '1.0.0-@emotion/react',
  '@emotion/styled': '1.0.0-@emotion/styled',
  '@mui/material': '1.0.0-@mui/material',
  react: '1.0.0-react',
  'react-dom': '1.0.0-react-dom',
};
const resolve = (...specifiers: string[]) => resolveDependencies(new Map([['demo.tsx', specifiers]]), installed);

describe('sandbox dependencies', () => {
  it('always pins React, Emotion and MUI at the installed versions', () => {
    expect(resolve()).toEqual(base);
  });

  it('pins each imported package once, by package name, sorted', () => {
    expect(
      resolve('@mui/x-data-grid-pro', '@mui/icons-material/Add', '@mui/x-tree-view/RichTreeView', 'react'),
    ).toEqual({
      ...base,
      '@mui/icons-material': '1.0.0-@mui/icons-material',
      '@mui/x-data-grid-pro': '1.0.0-@mui/x-data-grid-pro',
      '@mui/x-tree-view': '1.0.0-@mui/x-tree-view',
    });
    expect(Object.keys(resolve('zod', '@mui/x-charts'))).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      '@mui/x-charts',
      'react',
      'react-dom',
      'zod',
    ]);
  });

  it('skips relative imports (they are files of the demo)', () => {
    expect(resolve('./tree-items', '../../demo-data/random')).toEqual(base);
  });

  it.each([
    ['AdapterDayjs', { dayjs: '1.11.13' }],
    ['AdapterDateFns', { 'date-fns': '4.1.0' }],
    ['AdapterDateFnsV2', { 'date-fns': '4.1.0' }],
    ['AdapterDateFnsJalali', { 'date-fns-jalali': '4.1.0-0' }],
    ['AdapterDateFnsJalaliV2', { 'date-fns-jalali': '4.1.0-0' }],
    ['AdapterLuxon', { luxon: '3.7.2' }],
    ['AdapterMoment', { moment: '2.30.1' }],
    ['AdapterMomentHijri', { 'moment-hijri': '3.0.0', moment: '2.30.1' }],
    ['AdapterMomentJalaali', { 'moment-jalaali': '0.10.4', moment: '2.30.1' }],
  ])('maps %s to its date library at the pinned version', (adapter, libraries) => {
    for (const picker of ['@mui/x-date-pickers', '@mui/x-date-pickers-pro']) {
      expect(resolve(`${picker}/${adapter}`)).toEqual({ ...base, [picker]: `1.0.0-${picker}`, ...libraries });
    }
  });

  it('pins a date library imported directly at the spec version, not the installed one', () => {
    expect(resolve('dayjs', 'dayjs/plugin/utc')).toEqual({ ...base, dayjs: DATE_LIBRARY_VERSIONS.dayjs });
  });

  it('fails on an adapter it cannot map, naming the adapter, the file and the fix', () => {
    expect(() => resolve('@mui/x-date-pickers/AdapterTemporal')).toThrow(
      /^demo\.tsx: the date-picker adapter "AdapterTemporal" cannot be mapped to a date library.*Fix: import one of AdapterDayjs, .*or add "AdapterTemporal" .*scripts\/demos\/date-libraries\.ts\.$/,
    );
  });

  it('fails on a package that is not installed', () => {
    expect(() => resolve('not-installed')).toThrow('demo.tsx: imports "not-installed", which is not installed.');
  });

  it('reads real versions from node_modules by default', () => {
    const real = resolveDependencies(
      new Map([['demo.tsx', ['@mui/x-data-grid', '@mui/x-tree-view-pro/RichTreeViewPro']]]),
    );
    expect(real['@mui/x-data-grid']).toBe('8.12.1');
    expect(real['@mui/x-tree-view-pro']).toBe('8.10.1');
    expect(real.react).toBe('19.1.1');
    expect(resolveTooling().TS).toMatchObject({ vite: '8.3.8', typescript: '5.9.3' });
  });

  it('names packages from specifiers', () => {
    expect(packageName('@mui/x-date-pickers/AdapterDayjs')).toBe('@mui/x-date-pickers');
    expect(packageName('dayjs/locale/fr')).toBe('dayjs');
  });
});
