import { describe, expect, it } from 'vitest';
import { scriptHash } from '../headers/inline-scripts';
import { renameHashed, rewriteReferences, withRehashedScripts } from './next-build';

describe('the next build made from out/', () => {
  it('gives each hashed file another hash of the same length, keeping its name and extension', () => {
    expect(renameHashed('entry.client-AbC123xy.js')).toBe('entry.client-aBc123XY.js');
    expect(renameHashed('theme-variables-1NjNl3SJ.css')).toBe('theme-variables-1nJnL3sj.css');
    // No letter to flip: the last character changes.
    expect(renameHashed('chunk-12345678.js')).toBe('chunk-1234567q.js');
  });

  it('rewrites the references it knows, as a path or a relative import, and leaves the rest', () => {
    const renamed = new Map([
      ['index-AbC123xy.js', 'index-aBc123XY.js'],
      ['Chip-_dSVIKtV.js', 'Chip-_DsvikTv.js'],
    ]);
    const text = 'import "./index-AbC123xy.js";x("/x/assets/Chip-_dSVIKtV.js");y("other-Zz999999.js")';
    expect(rewriteReferences(text, renamed)).toBe(
      'import "./index-aBc123XY.js";x("/x/assets/Chip-_DsvikTv.js");y("other-Zz999999.js")',
    );
  });

  it("lists a page's rewritten inline scripts by their new hashes in its meta policy", () => {
    const policy = (hash: string) =>
      `<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${hash}'"/>`;
    const before = `<head>${policy(scriptHash('load("a-AbC123xy.js")'))}<script>load("a-AbC123xy.js")</script></head>`;
    const after = before.replace('<script>load("a-AbC123xy.js")', '<script>load("a-aBc123XY.js")');
    expect(withRehashedScripts(before, after)).toContain(policy(scriptHash('load("a-aBc123XY.js")')));
  });
});
