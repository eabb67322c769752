import { LicenseInfo } from '@mui/x-license';
import { LICENSE_KEY } from './site';

/** Sets the premium licence key once in the client; without one the demos show the libraries' watermark. */
export function applyLicenseKey(key: string = LICENSE_KEY): boolean {
  if (!key) return false;
  LicenseInfo.setLicenseKey(key);
  return true;
}
