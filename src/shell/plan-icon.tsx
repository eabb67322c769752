import type { Plan } from '../engine/types';
import { useTranslations } from '../config/docs-context';

const colours: Record<Plan, string> = { pro: '#2d76ec', premium: '#b7791f' };

/** A small cube marking a Pro or Premium feature, with an accessible name. A plain element: it repeats in lists. */
export function PlanIcon({ plan, size = 16 }: { plan: Plan; size?: number }) {
  const t = useTranslations();
  const label = plan === 'pro' ? t.planPro : t.planPremium;
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="plan-icon"
      data-plan={plan}
      viewBox="0 0 16 16"
      width={size}
      height={size}
      style={{ flexShrink: 0, verticalAlign: 'middle', marginInlineStart: 6 }}
    >
      <title>{label}</title>
      <path d="M8 1 14 4.5v7L8 15 2 11.5v-7Z" fill={colours[plan]} />
      <path d="M8 8 14 4.5M8 8v7M8 8 2 4.5" stroke="#fff" strokeOpacity={0.55} strokeWidth={1.2} fill="none" />
    </svg>
  );
}
