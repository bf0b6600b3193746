import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LISTING_STATUSES, type ListingStatus, type OwnerVenueSummary } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { LinkButton, Pagination, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PlainPageHeader, PlainStatusTag } from '@venues/ui';
import { STATUS_LABEL, STATUS_TABS } from '../features/venues/labels';
import '../features/venues/owner.css';

const LIMIT = 20;
const EMPTY_TEXT: Partial<Record<ListingStatus, string>> = {
  published: 'No published venues yet. Submit a venue: once an administrator approves it, guests find it in search.',
  draft: 'No drafts. Start a venue and it is saved as you go.',
  for_approval: 'Nothing waits for approval.',
  rejected: 'No rejected venues.',
  archived: 'No archived venues.',
};

function VenueCard({ v, country }: { v: OwnerVenueSummary; country: string }) {
  const base = `/${country}/venues/management`;
  const resume = v.status === 'draft' && v.missing_count > 0;
  return (
    <li className="own-card">
      {v.photo ? <img src={v.photo.url} alt="" width={120} height={80} loading="lazy" /> : <span className="own-card__nophoto">No photo</span>}
      <div>
        <h2>
          <Link to={`${base}/venue/${v._id}`}>{v.name}</Link>
        </h2>
        <div className="own-muted">
          <PlainStatusTag status={v.status} /> {[v.city, v.country.toUpperCase()].filter(Boolean).join(', ')} · {v.spaces_count} space
          {v.spaces_count === 1 ? '' : 's'}
          {v.missing_count > 0 && ` · ${v.missing_count} thing${v.missing_count === 1 ? '' : 's'} to fill in`}
        </div>
        {v.rejection_reason && <div className="own-muted">Why it was rejected: {v.rejection_reason}</div>}
        <div className="own-muted">Last edited {new Date(v.updated_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}</div>
      </div>
      <div className="own-card__actions">
        {resume ? (
          <LinkButton to={`${base}/new-venue?venue=${v._id}`} primary>
            Continue
          </LinkButton>
        ) : (
          <LinkButton to={`${base}/venue/${v._id}`}>Edit</LinkButton>
        )}
        <LinkButton to={`/${country}/venues/venue_id_draft?venue=${v._id}`}>Preview</LinkButton>
        {v.status === 'published' && <LinkButton to={`${base}/sales/${v._id}`}>Sales</LinkButton>}
      </div>
    </li>
  );
}

/**
 * `venues/management` (tabs by status, with counts) and `venues/management/drafts` (the drafts to
 * resume). Tab, search and page live in the URL. Drawn without antd (plain.css).
 */
export default function ManagementPage({ drafts = false }: { drafts?: boolean }) {
  const country = useCountry();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const asked = search.get('status') as ListingStatus | null;
  const status: ListingStatus = drafts ? 'draft' : asked && (LISTING_STATUSES as readonly string[]).includes(asked) ? asked : 'published';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = search.get('q') ?? '';
  useDocumentTitle(drafts ? 'Drafts' : 'My venues');
  const list = useData(() => ownerVenuesApi.list({ status, page, limit: LIMIT, ...(q ? { q } : {}) }), [status, page, q], { isEmpty: () => false });
  const counts = list.data?.counts;
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  /** This list's address with other parameters (the tab, the search, the page). */
  const hrefWith = (next: Record<string, string>) => {
    const query = new URLSearchParams(Object.entries({ status: drafts ? '' : status, q, page: page > 1 ? String(page) : '', ...next }).filter(([, v]) => v));
    const qs = query.toString();
    return `/${country}/venues/management${drafts ? '/drafts' : ''}${qs ? `?${qs}` : ''}`;
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    navigate(hrefWith({ q: typed.trim(), page: '' }));
  };
  const tabs = STATUS_TABS.filter((t) => !['suspended', 'for_deletion'].includes(t.status) || (counts?.[t.status] ?? 0) > 0 || t.status === status);

  return (
    <div className="own-page ui-plain">
      <PlainPageHeader
        title={drafts ? 'Drafts' : 'My venues'}
        subtitle={drafts ? 'Venues you started: pick up where you left off.' : 'Your team’s venues in every status.'}
        extra={
          <>
            {drafts ? <LinkButton to={`/${country}/venues/management`}>All venues</LinkButton> : <LinkButton to={`/${country}/venues/management/drafts`}>Drafts</LinkButton>}
            <LinkButton primary to={`/${country}/venues/management/new-venue`}>
              List a new venue
            </LinkButton>
          </>
        }
      />
      {!drafts && (
        <nav aria-label="Venues by status">
          <ul className="ui-tabs">
            {tabs.map((t) => (
              <li key={t.status}>
                <Link to={hrefWith({ status: t.status, page: '' })} aria-current={t.status === status ? 'page' : undefined}>
                  {t.label}
                  {counts ? ` (${counts[t.status]})` : ''}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form role="search" className="own-search" onSubmit={onSearch}>
        <input type="search" className="ui-input" aria-label="Search your venues by name" placeholder="Search by name" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="ui-button">
          Search
        </button>
      </form>
      {list.status === 'error' ? (
        <div className="ui-alert ui-alert--error" role="alert">
          <strong>We could not load your venues</strong>
          <span>{list.error.message} </span>
          <button type="button" className="ui-link-button" onClick={list.reload}>
            Try again
          </button>
        </div>
      ) : !list.data ? (
        <div className="ui-skeleton" aria-busy="true" aria-label="Loading your venues">
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} />
          ))}
        </div>
      ) : list.data.data.length === 0 ? (
        <div className="ui-empty">
          <p>{q ? `No ${STATUS_LABEL[status].toLowerCase()} venue matches “${q}”.` : (EMPTY_TEXT[status] ?? 'No venues here.')}</p>
        </div>
      ) : (
        <>
          <ul className="own-cards" aria-label={`${STATUS_LABEL[status]} venues`}>
            {list.data.data.map((v) => (
              <VenueCard key={v._id} v={v} country={country} />
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} limit={LIMIT} hrefFor={(p) => hrefWith({ page: p > 1 ? String(p) : '' })} label="Pages of venues" />
        </>
      )}
    </div>
  );
}
