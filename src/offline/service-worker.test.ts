import { describe, expect, it } from 'vitest';
import { shouldRegister } from './service-worker';

describe('service worker registration', () => {
  it('registers on the production host only', () => {
    expect(shouldRegister('docs.example.com', true, 'docs.example.com')).toBe(true);
    expect(shouldRegister('127.0.0.1', true, 'docs.example.com')).toBe(false);
    expect(shouldRegister('localhost', true, 'docs.example.com')).toBe(false);
    expect(shouldRegister('pr-12.preview.example.com', true, 'docs.example.com')).toBe(false);
  });

  it('never registers when no production host is configured or the browser has no service workers', () => {
    expect(shouldRegister('docs.example.com', true, '')).toBe(false);
    expect(shouldRegister('docs.example.com', false, 'docs.example.com')).toBe(false);
  });
});
