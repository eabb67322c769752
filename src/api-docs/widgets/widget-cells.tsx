import type { ApiPlan } from '../../engine/api/types';
import { PlanIcon } from '../../shell/plan-icon';
import { useApiStrings } from '../api-strings';

/** `apiStrings.methodsCaption` with its `{name}` filled in. */
export function fillName(template: string, name: string): string {
  return template.replace('{name}', name);
}

/** A plan cell: the plan as a word (MIT, Pro, Premium), with the plan's icon for paid plans. */
export function PlanCell({ plan }: { plan: ApiPlan }) {
  const apiStrings = useApiStrings();
  const word = { community: apiStrings.widgetPlanCommunity, pro: apiStrings.planPro, premium: apiStrings.planPremium }[
    plan
  ];
  return (
    <td data-slot="widget-plan" data-plan={plan}>
      {word}
      {plan !== 'community' && <PlanIcon plan={plan} size={14} />}
    </td>
  );
}
