import type { Plan } from '../engine/types';
import { PlanIcon } from './plan-icon';

/** Plan marker authors put in a heading: `## Drag and drop <PlanBadge plan="pro" />`. */
export function PlanBadge({ plan }: { plan: Plan }) {
  return <PlanIcon plan={plan} size={18} />;
}
