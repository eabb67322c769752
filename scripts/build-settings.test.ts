import { describe, expect, it } from 'vitest';
import { buildSettings } from './build-settings';

describe('buildSettings', () => {
  it('keeps only non-empty XDOCS_PUBLIC_* variables, in a stable order', () => {
    const settings = buildSettings({
      XDOCS_PUBLIC_B: '2',
      PATH: '/bin',
      XDOCS_PUBLIC_A: '1',
      XDOCS_PUBLIC_EMPTY: '',
    });
    expect(settings).toBe('{"XDOCS_PUBLIC_A":"1","XDOCS_PUBLIC_B":"2"}');
  });
});
