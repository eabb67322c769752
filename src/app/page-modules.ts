import type { MDXContent } from 'mdx/types';
import { use } from 'react';

import type { PageDemoProps } from '../demos/demo';

/** A compiled page: its body, and the props of each of its demos by name (pages with demos). */
type PageModule = { default: MDXContent; demoProps?: Record<string, PageDemoProps> };
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** Every content page as a lazily loaded chunk, keyed by project-relative path. */
const modules = import.meta.glob<PageModule>('@content/**/*.mdx');

const cache = new Map<string, Tracked<PageModule>>();

/** Starts (or reuses) the load of a page module; marks the promise so React can read it synchronously once done. */
export function loadPageModule(file: string): Tracked<PageModule> {
  let promise = cache.get(file);
  if (!promise) {
    const load = modules[file];
    if (!load) throw new Error(`No page module for ${file}. Known modules: ${Object.keys(modules).length}`);
    const tracked: Tracked<PageModule> = load();
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      () => Object.assign(tracked, { status: 'rejected' }),
    );
    cache.set(file, tracked);
    promise = tracked;
  }
  return promise;
}

/** The page's MDX component; suspends until its chunk has loaded. */
export function usePageContent(file: string): MDXContent {
  return use(loadPageModule(file)).default;
}
