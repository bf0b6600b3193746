import { useDocumentTitle } from '@venues/mf-kit';
import type { ReactNode } from 'react';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { PageHeader } from '@venues/ui';
import { profilePage, type ProfilePageSlug } from '../lib/profilePages';

/** A profile page: its heading (from the menu) and its sections. */
export function ProfilePage({ slug, children }: { slug: ProfilePageSlug; children: ReactNode }) {
  const page = profilePage(slug);
  useDocumentTitle(page.label);
  return (
    <>
      <PageHeader title={page.label} subtitle={page.intro} />
      {children}
    </>
  );
}

/** One titled card (antd Card) of a profile page, named by its heading. */
export function ProfileSection({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section aria-labelledby={headingId} className="pf-section">
      <Card>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        {children}
      </Card>
    </section>
  );
}
