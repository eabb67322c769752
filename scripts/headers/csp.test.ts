import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cspSettingsFromEnv, headerPolicy, pagePolicy, RUNNER_POLICY } from './csp';
import { inlineScripts, scriptHash, withPolicyMeta } from './inline-scripts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it('allows only our own origin when no third-party setting is on', () => {
    const policy = pagePolicy(cspSettingsFromEnv({}), ['abc=']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).not.toContain('https://www.googletagmanager.com');
  });

  it('adds the origins of analytics, the ad network, the ad feed and the fonts service when set', () => {
    const settings = cspSettingsFromEnv({
      XDOCS_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST',
      XDOCS_PUBLIC_AD_NETWORK_URL: 'https://cdn.ads.example/serve.js?zone=1',
      XDOCS_PUBLIC_AD_FEED_URL: 'https://feed.ads.example/ads.json',
      XDOCS_PUBLIC_FONTS_URL: 'https://fonts.googleapis.com/icon?family=Material+Icons',
    });
    const policy = pagePolicy(settings, []);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://cdn.ads.example',
    ]);
    expect(directive(policy, 'connect-src')).toContain('https://feed.ads.example');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'style-src')).toContain('https://fonts.googleapis.com');
    expect(directive(policy, 'font-src')).toContain('https://fonts.gstatic.com');
    expect(directive(policy, 'img-src')).toContain('https:');
  });

  it('rejects a setting that is not an absolute URL, saying how to fix it', () => {
    expect(() => pagePolicy(cspSettingsFromEnv({ XDOCS_PUBLIC_AD_FEED_URL: 'ads.json' }), [])).toThrow(
      /"ads.json" is not an absolute URL\. Fix:/,
    );
  });

  it('frames only within the site in the header policy, and leaves scripts to each document', () => {
    expect(directive(headerPolicy({}), 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(headerPolicy({}), 'script-src')).toBeUndefined();
    expect(directive(headerPolicy({}), 'default-src')).toBeUndefined();
    expect(directive(headerPolicy({}), 'object-src')).toEqual(["'none'"]);
  });

  it("is the live editor's runner policy in its own document, allowing evaluation and nothing else", () => {
    const runner = readFileSync('public/live-edit/runner.html', 'utf8');
    expect(/http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(runner)?.[1]).toBe(RUNNER_POLICY);
    expect(directive(RUNNER_POLICY, 'script-src')).toEqual(["'unsafe-eval'"]);
  });
});

describe('inline scripts', () => {
  const html =
    '<html><head><meta charSet="utf-8"/><script>alert(1)</script></head>' +
    '<body><script src="/x/assets/a.js"></script><script type="module">import "/x/a.js";</script></body></html>';

  it('are the scripts without src, hashed as CSP expects', () => {
    expect(inlineScripts(html)).toEqual(['alert(1)', 'import "/x/a.js";']);
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('get the policy meta before any script, replacing an earlier one', () => {
    const once = withPolicyMeta(html, "script-src 'self'");
    const twice = withPolicyMeta(once, "script-src 'none'");
    expect(twice.indexOf('http-equiv')).toBeLessThan(twice.indexOf('<script'));
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(twice).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'none'"/>`,
    );
  });
});
