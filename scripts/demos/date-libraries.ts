/**
 * Date libraries behind the date-picker adapters and the versions sandboxes pin (SPEC §5, §9).
 * One module, so a version bump or a new adapter is a one-line change.
 */

/** Pinned date library versions (SPEC §9). */
export const DATE_LIBRARY_VERSIONS = {
  'date-fns': '4.1.0',
  'date-fns-jalali': '4.1.0-0',
  dayjs: '1.11.13',
  luxon: '3.7.2',
  moment: '2.30.1',
  'moment-hijri': '3.0.0',
  'moment-jalaali': '0.10.4',
} as const;

/** A date library a sandbox may install. */
export type DateLibrary = keyof typeof DATE_LIBRARY_VERSIONS;

/**
 * The libraries each adapter imports. The `V2` adapters exist for older majors of date-fns; the
 * site only installs the pinned versions, so a demo importing them fails the site build first.
 */
export const ADAPTER_LIBRARIES: Readonly<Record<string, readonly DateLibrary[]>> = {
  AdapterDayjs: ['dayjs'],
  AdapterDateFns: ['date-fns'],
  AdapterDateFnsV2: ['date-fns'],
  AdapterDateFnsV3: ['date-fns'],
  AdapterDateFnsJalali: ['date-fns-jalali'],
  AdapterDateFnsJalaliV2: ['date-fns-jalali'],
  AdapterDateFnsJalaliV3: ['date-fns-jalali'],
  AdapterLuxon: ['luxon'],
  AdapterMoment: ['moment'],
  AdapterMomentHijri: ['moment-hijri', 'moment'],
  AdapterMomentJalaali: ['moment-jalaali', 'moment'],
};

/** Packages whose sub-paths `Adapter*` are date-picker adapters. */
export const ADAPTER_PACKAGES: readonly string[] = ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'];

export function isDateLibrary(name: string): name is DateLibrary {
  return Object.hasOwn(DATE_LIBRARY_VERSIONS, name);
}
