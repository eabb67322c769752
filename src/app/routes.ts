import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** One docs route for every path (the home page included): the engine decides which page a path shows. */
export default [
  index('routes/docs-page.tsx', { id: 'home' }),
  route('*', 'routes/docs-page.tsx', { id: 'docs' }),
] satisfies RouteConfig;
