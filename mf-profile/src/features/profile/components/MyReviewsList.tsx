import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Pagination from 'antd/es/pagination';
import Rate from 'antd/es/rate';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { reviewsApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';

const REVIEWS_PAGE_SIZE = 10;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The reviews the user wrote (antd List), ten a page (?page=, so every page has its address and
 * the back button returns to it), with an empty state that says when reviews come.
 */
export function MyReviewsList({ country }: { country: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const linkClicked = useRef(false);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const state = useData(() => reviewsApi.mine({ page, limit: REVIEWS_PAGE_SIZE }), [page]);
  const error = state.status === 'error' ? state.error.message : null;
  // A new page shows the skeleton again rather than the previous page's reviews.
  const result = state.status === 'ready' ? state.data : null;
  const hrefFor = (p: number) => `/${country}/profile/reviews${p > 1 ? `?page=${p}` : ''}`;

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Your reviews did not load: ${error}`}
        action={
          <Button size="small" onClick={state.reload}>
            Try again
          </Button>
        }
      />
    );
  if (!result)
    return (
      <Card aria-busy="true" aria-label="Loading your reviews" role="region">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  if (result.total === 0)
    return (
      <Card>
        <Empty description="You have not written any reviews yet. After your first booking, you can review the venue here and help other planners choose.">
          <Button
            type="primary"
            href={`/${country}`}
            onClick={(e) => {
              e.preventDefault();
              navigate(`/${country}`);
            }}
          >
            Find a venue
          </Button>
        </Empty>
      </Card>
    );

  return (
    <section aria-label="Your reviews">
      <List
        itemLayout="vertical"
        dataSource={result.data}
        rowKey="_id"
        pagination={false}
        renderItem={(r) => (
          <List.Item>
            <Card>
              <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap align="baseline">
                <Typography.Title level={3} style={{ margin: 0, fontSize: 17 }}>
                  {r.venue.published ? <Link to={`/${r.venue.country || country}/venues/${r.venue.slug}`}>{r.venue.name}</Link> : r.venue.name}
                </Typography.Title>
                <Typography.Text type="secondary">{dateFormat.format(new Date(r.created_at))}</Typography.Text>
              </Space>
              <div>
                <span role="img" aria-label={`${r.rating} out of 5 stars`}>
                  <Rate disabled value={r.rating} aria-hidden="true" style={{ fontSize: 16 }} />
                </span>
                {r.venue.city && (
                  <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                    {r.venue.city}
                  </Typography.Text>
                )}
              </div>
              {r.comment && <Typography.Paragraph style={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}>{r.comment}</Typography.Paragraph>}
            </Card>
          </List.Item>
        )}
      />
      {result.total > REVIEWS_PAGE_SIZE && (
        <nav aria-label="Pages of your reviews" style={{ marginTop: 16, display: 'flex', justifyContent: 'center' }}>
          <Pagination
            current={page}
            pageSize={REVIEWS_PAGE_SIZE}
            total={result.total}
            showSizeChanger={false}
            // Every page number is a link (its own address, open in a new tab works) that
            // navigates itself; antd's change then does nothing. Previous/next and the keyboard
            // go through antd's change. Either way one history entry per page.
            onChange={(p) => {
              if (linkClicked.current) linkClicked.current = false;
              else navigate(hrefFor(p));
            }}
            itemRender={(p, type, original) =>
              type === 'page' ? (
                <Link to={hrefFor(p)} aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined} onClick={() => (linkClicked.current = true)}>
                  {p}
                </Link>
              ) : (
                original
              )
            }
          />
        </nav>
      )}
    </section>
  );
}
