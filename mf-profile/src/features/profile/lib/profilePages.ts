/** The profile layout's pages (docs/spec.md §2 Profile), in menu order, with their headings. */
export const PROFILE_PAGES = [
  { slug: 'general-information', label: 'Personal details', intro: 'Your name, date of birth and profile photo.' },
  { slug: 'account-settings', label: 'Account settings', intro: 'Sign-in e-mail, phone numbers, country and appearance.' },
  { slug: 'billing-details', label: 'Billing details', intro: 'The address printed on your invoices and receipts.' },
  { slug: 'notifications', label: 'Notifications', intro: 'Choose what we tell you about, by e-mail and on the site.' },
  { slug: 'password', label: 'Password', intro: 'Change the password you sign in with.' },
  { slug: 'reviews', label: 'Your reviews', intro: 'Reviews you have written about venues.' },
  { slug: 'delete-account', label: 'Delete account', intro: 'Close your account and remove your personal details.' },
] as const;

export type ProfilePageSlug = (typeof PROFILE_PAGES)[number]['slug'];

export function profilePage(slug: ProfilePageSlug) {
  return PROFILE_PAGES.find((p) => p.slug === slug)!;
}
