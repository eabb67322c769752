import { describe, expect, it } from 'vitest';
import { buildOriginProblem, buildSettings, isDeployBuild } from './build-settings';

describe('buildSettings', () => {
  it('keeps only non-empty XDOCS_PUBLIC_* variables, in a stable order', () => {
    const settings = buildSettings({
      XDOCS_PUBLIC_B: '2',
      PATH: '/bin',
      XDOCS_PUBLIC_A: '1',
      XDOCS_PUBLIC_EMPTY: '',
      XDOCS_DEPLOY: '1',
    });
    expect(settings).toBe('{"XDOCS_PUBLIC_A":"1","XDOCS_PUBLIC_B":"2"}');
  });
});

describe('buildOriginProblem', () => {
  it('lets a local build (npm start, npm test) go on without any setting', () => {
    expect(buildOriginProblem({})).toBeUndefined();
    expect(buildOriginProblem({ XDOCS_DEPLOY: '0' })).toBeUndefined();
    expect(isDeployBuild({ XDOCS_DEPLOY: '' })).toBe(false);
  });

  it('stops a deployment build without an origin, naming the setting and how to set it', () => {
    for (const flag of ['1', 'true', 'TRUE']) {
      expect(isDeployBuild({ XDOCS_DEPLOY: flag })).toBe(true);
      const problem = buildOriginProblem({ XDOCS_DEPLOY: flag, XDOCS_PUBLIC_SITE_ORIGIN: ' ' });
      expect(problem).toContain('http://127.0.0.1:3000');
      expect(problem).toContain('XDOCS_PUBLIC_SITE_ORIGIN=https://docs.example.com');
      expect(problem).toContain('docs/deployment.md');
    }
  });

  it('accepts a deployment build with a public origin or a production host', () => {
    expect(buildOriginProblem({ XDOCS_DEPLOY: '1', XDOCS_PUBLIC_SITE_ORIGIN: 'https://docs.example.com' })).toBe(
      undefined,
    );
    expect(buildOriginProblem({ XDOCS_DEPLOY: '1', XDOCS_PUBLIC_SITE_ORIGIN: 'https://docs.example.com/' })).toBe(
      undefined,
    );
    expect(buildOriginProblem({ XDOCS_DEPLOY: '1', XDOCS_PUBLIC_PRODUCTION_HOST: 'docs.example.com' })).toBe(undefined);
  });

  it('stops a deployment build whose origin is the local machine', () => {
    for (const env of [
      { XDOCS_PUBLIC_SITE_ORIGIN: 'http://127.0.0.1:3000' },
      { XDOCS_PUBLIC_SITE_ORIGIN: 'http://localhost:4173' },
      { XDOCS_PUBLIC_PRODUCTION_HOST: 'localhost' },
    ]) {
      expect(buildOriginProblem({ XDOCS_DEPLOY: '1', ...env })).toMatch(/is a local address/);
      expect(buildOriginProblem(env)).toBeUndefined();
    }
  });

  it('stops any build whose XDOCS_PUBLIC_SITE_ORIGIN is not a bare http(s) origin', () => {
    expect(buildOriginProblem({ XDOCS_PUBLIC_SITE_ORIGIN: 'docs.example.com' })).toMatch(/is not a URL/);
    expect(buildOriginProblem({ XDOCS_PUBLIC_SITE_ORIGIN: 'ftp://docs.example.com' })).toMatch(/not an http/);
    expect(buildOriginProblem({ XDOCS_PUBLIC_SITE_ORIGIN: 'https://docs.example.com/x/' })).toMatch(
      /has a path; it must be the origin only/,
    );
  });
});
