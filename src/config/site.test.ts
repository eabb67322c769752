import { describe, expect, it } from 'vitest';
import { isProductionHost } from './site';

describe('isProductionHost', () => {
  it('is false everywhere when no production host is configured', () => {
    expect(isProductionHost('localhost', '')).toBe(false);
    expect(isProductionHost('', '')).toBe(false);
  });

  it('matches the configured host only, ignoring case', () => {
    expect(isProductionHost('Docs.Example.com', 'docs.example.com')).toBe(true);
    expect(isProductionHost('127.0.0.1', 'docs.example.com')).toBe(false);
    expect(isProductionHost('preview.docs.example.com', 'docs.example.com')).toBe(false);
  });
});
