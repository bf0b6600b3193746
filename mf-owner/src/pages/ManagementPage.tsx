import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LISTING_STATUSES, type ListingStatus, type OwnerVenueSummary } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader, StatusTag } from '@venues/ui';
import { plural } from '@venues/geo';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { LoadFailed, Loading } from '../components/PageStates';
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
    <li>
      <Card size="small">
        <Flex gap={16} wrap align="flex-start">
          {v.photo ? <img src={v.photo.url} alt="" width={120} height={80} loading="lazy" /> : <span className="own-card__nophoto">No photo</span>}
          <div style={{ flex: 1, minWidth: 200 }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              <Link to={`${base}/venue/${v._id}`}>{v.name}</Link>
            </Typography.Title>
            <Typography.Text type="secondary">
              <StatusTag status={v.status} /> {[v.city, v.country.toUpperCase()].filter(Boolean).join(', ')} · {plural(v.spaces_count, 'space')}
              {v.missing_count > 0 && ` · ${plural(v.missing_count, 'thing')} to fill in`}
            </Typography.Text>
            {v.rejection_reason && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>Why it was rejected: {v.rejection_reason}</Typography.Paragraph>}
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Last edited {new Date(v.updated_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}
            </Typography.Paragraph>
          </div>
          <Flex gap={8} wrap>
            {resume ? (
              <ButtonLink to={`${base}/new-venue?venue=${v._id}`} primary>
                Continue
              </ButtonLink>
            ) : (
              <ButtonLink to={`${base}/venue/${v._id}`}>Edit</ButtonLink>
            )}
            <ButtonLink to={`/${country}/venues/venue_id_draft?venue=${v._id}`}>Preview</ButtonLink>
            {v.status === 'published' && <ButtonLink to={`${base}/sales/${v._id}`}>Sales</ButtonLink>}
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}

/**
 * `venues/management` (tabs by status, with counts) and `venues/management/drafts` (the drafts to
 * resume). Tab, search and page live in the URL, so the back button returns to the same list.
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
  /** This list's address with other parameters (the tab, the search, the page). */
  const hrefWith = (next: Record<string, string>) => {
    const query = new URLSearchParams(Object.entries({ status: drafts ? '' : status, q, page: page > 1 ? String(page) : '', ...next }).filter(([, v]) => v));
    const qs = query.toString();
    return `/${country}/venues/management${drafts ? '/drafts' : ''}${qs ? `?${qs}` : ''}`;
  };
  const tabs = STATUS_TABS.filter((t) => !['suspended', 'for_deletion'].includes(t.status) || (counts?.[t.status] ?? 0) > 0 || t.status === status);

  return (
    <div className="own-page">
      <PageHeader
        title={drafts ? 'Drafts' : 'My venues'}
        subtitle={drafts ? 'Venues you started: pick up where you left off.' : 'Your team’s venues in every status.'}
        extra={
          <>
            {drafts ? <ButtonLink to={`/${country}/venues/management`}>All venues</ButtonLink> : <ButtonLink to={`/${country}/venues/management/drafts`}>Drafts</ButtonLink>}
            <ButtonLink primary to={`/${country}/venues/management/new-venue`}>
              List a new venue
            </ButtonLink>
          </>
        }
      />
      {!drafts && (
        <Tabs
          aria-label="Venues by status"
          activeKey={status}
          onChange={(key) => navigate(hrefWith({ status: key, page: '' }))}
          items={tabs.map((t) => ({ key: t.status, label: `${t.label}${counts ? ` (${counts[t.status]})` : ''}` }))}
        />
      )}
      <form role="search" className="own-search" onSubmit={(e) => e.preventDefault()}>
        <Input.Search
          key={q}
          aria-label="Search your venues by name"
          placeholder="Search by name"
          defaultValue={q}
          enterButton="Search"
          allowClear
          onSearch={(value) => navigate(hrefWith({ q: value.trim(), page: '' }))}
        />
      </form>
      {list.status === 'error' ? (
        <LoadFailed title="We could not load your venues" message={list.error.message} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading label="Loading your venues" rows={5} />
      ) : list.data.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={q ? `No ${STATUS_LABEL[status].toLowerCase()} venue matches “${q}”.` : (EMPTY_TEXT[status] ?? 'No venues here.')}
        >
          <ButtonLink primary to={`/${country}/venues/management/new-venue`}>
            List a new venue
          </ButtonLink>
        </Empty>
      ) : (
        <>
          <ul className="own-cards" aria-label={`${STATUS_LABEL[status]} venues`}>
            {list.data.data.map((v) => (
              <VenueCard key={v._id} v={v} country={country} />
            ))}
          </ul>
          <nav aria-label="Pages of venues">
            <Pagination
              current={page}
              pageSize={LIMIT}
              total={list.data.total}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={(p) => navigate(hrefWith({ page: p > 1 ? String(p) : '' }))}
            />
          </nav>
        </>
      )}
    </div>
  );
}
