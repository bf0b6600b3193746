import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Input, Pagination, Skeleton, Tabs } from 'antd';
import { LISTING_STATUSES, type ListingStatus, type OwnerVenueSummary } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { ButtonLink, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { EmptyState, PageHeader, StatusTag } from '@venues/ui';
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
          <StatusTag status={v.status} /> {[v.city, v.country.toUpperCase()].filter(Boolean).join(', ')} · {v.spaces_count} space
          {v.spaces_count === 1 ? '' : 's'}
          {v.missing_count > 0 && ` · ${v.missing_count} thing${v.missing_count === 1 ? '' : 's'} to fill in`}
        </div>
        {v.rejection_reason && <div className="own-muted">Why it was rejected: {v.rejection_reason}</div>}
        <div className="own-muted">Last edited {new Date(v.updated_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}</div>
      </div>
      <div className="own-card__actions">
        {resume ? (
          <ButtonLink to={`${base}/new-venue?venue=${v._id}`} type="primary">
            Continue
          </ButtonLink>
        ) : (
          <ButtonLink to={`${base}/venue/${v._id}`}>Edit</ButtonLink>
        )}
        <ButtonLink to={`/${country}/venues/venue_id_draft?venue=${v._id}`}>Preview</ButtonLink>
        {v.status === 'published' && <ButtonLink to={`${base}/sales/${v._id}`}>Sales</ButtonLink>}
      </div>
    </li>
  );
}

/**
 * `venues/management` (tabs by status, with counts) and `venues/management/drafts` (the drafts to
 * resume). Tab, search and page live in the URL.
 */
export default function ManagementPage({ drafts = false }: { drafts?: boolean }) {
  const country = useCountry();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status') as ListingStatus | null;
  const status: ListingStatus = drafts ? 'draft' : asked && (LISTING_STATUSES as readonly string[]).includes(asked) ? asked : 'published';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = search.get('q') ?? '';
  useDocumentTitle(drafts ? 'Drafts' : 'My venues');
  const list = useData(() => ownerVenuesApi.list({ status, page, limit: LIMIT, ...(q ? { q } : {}) }), [status, page, q], { isEmpty: () => false });
  const counts = list.data?.counts;
  const set = (next: Record<string, string>) => setSearch(Object.fromEntries(Object.entries({ status: drafts ? '' : status, q, ...next }).filter(([, v]) => v)));
  const tabs = STATUS_TABS.filter((t) => !['suspended', 'for_deletion'].includes(t.status) || (counts?.[t.status] ?? 0) > 0 || t.status === status);

  return (
    <div className="own-page">
      <PageHeader
        title={drafts ? 'Drafts' : 'My venues'}
        subtitle={drafts ? 'Venues you started: pick up where you left off.' : 'Your team’s venues in every status.'}
        extra={
          <>
            {drafts ? <ButtonLink to={`/${country}/venues/management`}>All venues</ButtonLink> : <ButtonLink to={`/${country}/venues/management/drafts`}>Drafts</ButtonLink>}
            <ButtonLink type="primary" to={`/${country}/venues/management/new-venue`}>
              List a new venue
            </ButtonLink>
          </>
        }
      />
      {!drafts && (
        <Tabs
          activeKey={status}
          onChange={(k) => set({ status: k, page: '' })}
          items={tabs.map((t) => ({ key: t.status, label: `${t.label}${counts ? ` (${counts[t.status]})` : ''}` }))}
        />
      )}
      <Input.Search
        aria-label="Search your venues by name"
        placeholder="Search by name"
        allowClear
        defaultValue={q}
        onSearch={(v) => set({ q: v.trim(), page: '' })}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {list.status === 'error' ? (
        <Alert type="error" showIcon message="We could not load your venues" description={list.error.message} action={<Button onClick={list.reload}>Try again</Button>} />
      ) : !list.data ? (
        <Skeleton active />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          description={q ? `No ${STATUS_LABEL[status].toLowerCase()} venue matches “${q}”.` : (EMPTY_TEXT[status] ?? 'No venues here.')}
        />
      ) : (
        <>
          <ul className="own-cards" aria-label={`${STATUS_LABEL[status]} venues`}>
            {list.data.data.map((v) => (
              <VenueCard key={v._id} v={v} country={country} />
            ))}
          </ul>
          {list.data.total > LIMIT && (
            <Pagination style={{ marginTop: 16 }} current={page} pageSize={LIMIT} total={list.data.total} showSizeChanger={false} onChange={(p) => set({ page: String(p) })} />
          )}
        </>
      )}
    </div>
  );
}
