import { useDocumentTitle } from '@venues/mf-kit';
import type { ReactNode } from 'react';
import { PlainPageHeader } from '@venues/ui';
import { profilePage, type ProfilePageSlug } from '../lib/profilePages';

// Drawn without antd (plain.css, profile.css): the profile's antd pages use them too.

/** A profile page: its heading (from the menu) and its sections. */
export function ProfilePage({ slug, children }: { slug: ProfilePageSlug; children: ReactNode }) {
  const page = profilePage(slug);
  useDocumentTitle(page.label);
  return (
    <>
      <PlainPageHeader title={page.label} subtitle={page.intro} />
      {children}
    </>
  );
}

/** One titled card of a profile page. */
export function ProfileSection({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section className="ui-card pf-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description && <p className="ui-muted">{description}</p>}
      {children}
    </section>
  );
}
