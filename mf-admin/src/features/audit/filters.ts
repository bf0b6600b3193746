import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@venues/contracts';

export const FILTERS = ['action', 'target_type', 'actor_id', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof FILTERS)[number], string>;

/** A filter the server would refuse: which one, and why. */
export interface FilterProblem {
  field: 'action' | 'target_type' | 'from' | 'to';
  message: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (a URL may carry 2031-02-31; a date input never does). */
const isDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/**
 * The filters checked as the contracts' auditLogQuery checks them, by hand: the page would otherwise
 * load zod and the admin schemas for these few checks. A wrong filter (a range that ends before it
 * starts, a hand-edited address) is said on the page instead of sent. Answers the first problem, or null.
 */
export function filterProblem(f: AuditFilters): FilterProblem | null {
  if (f.action && !(AUDIT_ACTIONS as readonly string[]).includes(f.action)) return { field: 'action', message: 'Action is not one the audit trail records' };
  if (f.target_type && !(AUDIT_TARGET_TYPES as readonly string[]).includes(f.target_type)) return { field: 'target_type', message: `Target type must be one of ${AUDIT_TARGET_TYPES.join(', ')}` };
  if (f.from && !isDay(f.from)) return { field: 'from', message: 'From must be a date (YYYY-MM-DD)' };
  if (f.to && !isDay(f.to)) return { field: 'to', message: 'To must be a date (YYYY-MM-DD)' };
  if (f.from && f.to && f.to < f.from) return { field: 'to', message: 'To must be on or after From' };
  return null;
}
