import type { AdminStorefront } from '@venues/contracts';
import { formatPercent } from '../../../lib/format';

/** "GST 9 %, included in prices", "No tax". */
export function taxLabel(s: Pick<AdminStorefront, 'tax_name' | 'tax_rate' | 'prices_include_tax'>): string {
  if (s.tax_rate === 0) return 'No tax';
  return `${s.tax_name || 'Tax'} ${formatPercent(s.tax_rate)}, ${s.prices_include_tax ? 'included in prices' : 'added to prices'}`;
}
