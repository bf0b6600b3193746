import type { PayoutAccountState, PayoutStatus, TransferStatus } from '@venues/contracts';

// Words for Stripe's codes on the payouts page. Stripe adds codes over time: anything not named
// here is shown as Stripe wrote it, so nothing it asks for is hidden.

export const STATE_TAG: Record<PayoutAccountState, { label: string; color: string }> = {
  not_configured: { label: 'Not available', color: 'default' },
  none: { label: 'Not set up', color: 'default' },
  onboarding: { label: 'Setting up', color: 'processing' },
  ready: { label: 'Ready', color: 'success' },
  restricted: { label: 'Needs attention', color: 'warning' },
};

export const TRANSFER_TAG: Record<TransferStatus, { label: string; color: string }> = {
  held: { label: 'Held', color: 'default' },
  pending: { label: 'Being sent', color: 'processing' },
  paid: { label: 'Transferred', color: 'success' },
  reversed: { label: 'Reversed', color: 'warning' },
  void: { label: 'Refunded before transfer', color: 'default' },
};

export const PAYOUT_TAG: Record<PayoutStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'default' },
  in_transit: { label: 'On its way', color: 'processing' },
  paid: { label: 'Paid to your bank', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  canceled: { label: 'Cancelled', color: 'default' },
};

/** Whole codes of Stripe's `requirements.currently_due`. */
const REQUIREMENT: Record<string, string> = {
  external_account: 'Bank account',
  business_type: 'Type of business',
  'business_profile.url': 'Business website',
  'business_profile.mcc': 'Business category',
  'business_profile.product_description': 'Description of what you sell',
  'business_profile.support_phone': 'Support phone number',
  'tos_acceptance.date': 'Acceptance of Stripe’s terms',
  'tos_acceptance.ip': 'Acceptance of Stripe’s terms',
  'company.name': 'Company name',
  'company.tax_id': 'Company tax ID',
  'company.phone': 'Company phone number',
  'company.owners_provided': 'Company owners',
  'company.directors_provided': 'Company directors',
  'company.executives_provided': 'Company executives',
};

/** The last parts of a person's codes (`individual.dob.day`, `person_abc.verification.document`). */
const PERSON_FIELD: [RegExp, string][] = [
  [/\.first_name$/, 'First name'],
  [/\.last_name$/, 'Last name'],
  [/\.email$/, 'E-mail address'],
  [/\.phone$/, 'Phone number'],
  [/\.dob\./, 'Date of birth'],
  [/\.address\./, 'Address'],
  [/\.id_number$/, 'ID number'],
  [/\.ssn_last_4$/, 'ID number'],
  [/\.verification\.additional_document$/, 'Proof of address'],
  [/\.verification\.document$/, 'Identity document'],
  [/\.relationship\.title$/, 'Job title'],
];

/** Whose detail a person's code asks for. */
function whose(code: string): string {
  if (code.startsWith('company.')) return 'Company';
  if (code.startsWith('representative.') || code.startsWith('individual.')) return '';
  if (code.startsWith('person_') || code.startsWith('owners.') || code.startsWith('directors.') || code.startsWith('executives.')) return 'Another person';
  return '';
}

/** One code as words (`external_account` → "Bank account"), or the code itself when it is not known. */
export function requirementLabel(code: string): string {
  const whole = REQUIREMENT[code];
  if (whole) return whole;
  const field = PERSON_FIELD.find(([re]) => re.test(code))?.[1];
  if (!field) return code;
  const who = whose(code);
  return who ? `${who}: ${field.charAt(0).toLowerCase()}${field.slice(1)}` : field;
}

/** The codes as words, each once (a date of birth is three codes). */
export function requirementLabels(codes: readonly string[]): string[] {
  return [...new Set(codes.map(requirementLabel))];
}

/** Stripe's `requirements.disabled_reason`. */
const DISABLED_REASON: Record<string, string> = {
  'requirements.past_due': 'Stripe needs the details below before it can pay you.',
  'requirements.pending_verification': 'Stripe is checking the details you sent.',
  'requirements.unsupported_business': 'Stripe does not support this type of business.',
  listed: 'Stripe is reviewing the account.',
  under_review: 'Stripe is reviewing the account.',
  'rejected.fraud': 'Stripe rejected the account (suspected fraud).',
  'rejected.terms_of_service': 'Stripe rejected the account (terms of service).',
  'rejected.listed': 'Stripe rejected the account.',
  'rejected.other': 'Stripe rejected the account.',
  platform_paused: 'Payouts to this account are paused by the marketplace.',
  other: 'Stripe disabled the account for another reason.',
};

export const disabledReasonLabel = (reason: string): string => DISABLED_REASON[reason] ?? reason;
