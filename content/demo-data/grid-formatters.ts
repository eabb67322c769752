/**
 * Value formatters for money, percentages and quantities, shaped like the grid's `valueFormatter`
 * (the value comes first; the row and column are not needed). Empty cells stay empty.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `1234.5` → `$1,234.50`. */
export function formatUsd(value: number | null | undefined): string {
  return value == null ? '' : usd.format(value);
}

/** `85000` → `$85,000`, for salaries and budgets where cents are noise. */
export function formatUsdWhole(value: number | null | undefined): string {
  return value == null ? '' : usdWhole.format(value);
}

/** A share between 0 and 1 as a percentage: `0.125` → `12.5%`. */
export function formatPercent(value: number | null | undefined): string {
  return value == null ? '' : percent.format(value);
}

/** `12000` → `12,000`. */
export function formatWhole(value: number | null | undefined): string {
  return value == null ? '' : whole.format(value);
}

/** Large amounts in millions: `152300000` → `$152.3M`. */
export function formatUsdMillions(value: number | null | undefined): string {
  return value == null ? '' : `$${(value / 1_000_000).toFixed(1)}M`;
}
