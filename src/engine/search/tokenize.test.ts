import { describe, expect, it } from 'vitest';
import { processTerm, splitCamelCase, tokenize } from './tokenize';

describe('tokenize', () => {
  it('keeps identifiers whole and adds their camelCase parts', () => {
    expect(tokenize('checkboxSelection on DataGridPro')).toEqual([
      'checkboxSelection',
      'checkbox',
      'Selection',
      'on',
      'DataGridPro',
      'Data',
      'Grid',
      'Pro',
    ]);
    expect(splitCamelCase('GridCSVExportOptions')).toEqual(['Grid', 'CSV', 'Export', 'Options']);
  });

  it('segments Chinese into words and keeps Latin words inside Chinese text', () => {
    const terms = tokenize('设置许可证密钥 licenseKey');
    expect(terms).toEqual(expect.arrayContaining(['设置', 'licenseKey', 'license', 'Key']));
    expect(terms).not.toContain('设置许可证密钥');
    expect(terms.filter((term) => /\p{Script=Han}/u.test(term)).join('')).toBe('设置许可证密钥');
  });

  it('lower-cases terms and drops single Latin letters but not single Chinese characters', () => {
    expect(processTerm('DataGrid')).toBe('datagrid');
    expect(processTerm('a')).toBeNull();
    expect(processTerm('树')).toBe('树');
  });
});
