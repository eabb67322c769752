import type { MuiPage } from '../../src/engine/types';

/** Introduction: pages shared by every product. */
export const introductionPages: MuiPage = {
  pathname: '/x/introduction-group',
  title: 'Introduction',
  children: [
    { pathname: '/x/introduction', title: 'Overview' },
    { pathname: '/x/introduction/installation', title: 'Installation' },
    { pathname: '/x/introduction/licensing', title: 'Licensing' },
    { pathname: '/x/introduction/support', title: 'Support' },
    { pathname: '/x/introduction/mcp', title: 'AI support via MCP', newFeature: true },
    { pathname: '/x/introduction/priority-support', title: 'Priority support', newFeature: true, plan: 'premium' },
    { pathname: '/x/guides/telemetry', title: 'Telemetry', plan: 'pro' },
    { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
  ],
};
