import GithubSlugger from 'github-slugger';

/** Creates the heading-id generator for one page: ids are unique within the page and stable across builds. */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text.trim());
}
