import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import '../admin.css';

export interface AdminPageProps {
  title: string;
  /** The document title when it differs from the heading. */
  docTitle?: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  /** "← Storefronts" above the heading. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of every administrators' page: back link, h1 with its subtitle and actions (antd), content. */
export function AdminPage({ title, docTitle, subtitle, extra, back, children }: AdminPageProps) {
  useDocumentTitle(docTitle ?? title);
  return (
    <div className="adm-page">
      {back && (
        <Link to={back.to} className="adm-back">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      <PageHeader title={title} subtitle={subtitle} extra={extra} />
      {children}
    </div>
  );
}
