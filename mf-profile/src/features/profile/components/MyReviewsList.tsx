import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Flex, Pagination, Rate, Skeleton, Typography } from 'antd';
import { reviewsApi } from '@venues/api-client';
import { useData, ButtonLink } from '@venues/mf-kit';
import { EmptyState } from '@venues/ui';

const REVIEWS_PAGE_SIZE = 10;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The reviews the user wrote, ten a page, with an empty state that says when reviews come. */
export function MyReviewsList({ country }: { country: string }) {
  const [page, setPage] = useState(1);
  const state = useData(() => reviewsApi.mine({ page, limit: REVIEWS_PAGE_SIZE }), [page]);
  const error = state.status === 'error' ? state.error.message : null;
  // A new page shows the skeleton again rather than the previous page's reviews.
  const result = state.status === 'ready' ? state.data : null;

  if (error)
    return <Alert role="alert" type="error" showIcon title={`Your reviews did not load: ${error}`} action={<Button onClick={state.reload}>Try again</Button>} />;
  if (!result)
    return (
      <Card aria-busy="true" aria-label="Loading your reviews">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  if (result.total === 0)
    return (
      <Card>
        <EmptyState
          description="You have not written any reviews yet. After your first booking, you can review the venue here and help other planners choose."
          action={
            <ButtonLink type="primary" to={`/${country}`}>
              Find a venue
            </ButtonLink>
          }
        />
      </Card>
    );

  return (
    <>
      <ol aria-label="Your reviews" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {result.data.map((r) => (
          <li key={r._id}>
            <Card>
              <Flex justify="space-between" align="baseline" wrap gap={8}>
                <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
                  {r.venue.published ? <Link to={`/${r.venue.country || country}/venues/${r.venue.slug}`}>{r.venue.name}</Link> : r.venue.name}
                </Typography.Title>
                <Typography.Text type="secondary">{dateFormat.format(new Date(r.created_at))}</Typography.Text>
              </Flex>
              <Rate disabled value={r.rating} aria-label={`${r.rating} out of 5 stars`} style={{ fontSize: 16 }} />
              {r.venue.city && (
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {r.venue.city}
                </Typography.Text>
              )}
              {r.comment && <Typography.Paragraph style={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}>{r.comment}</Typography.Paragraph>}
            </Card>
          </li>
        ))}
      </ol>
      {result.total > REVIEWS_PAGE_SIZE && (
        <Pagination style={{ marginTop: 24 }} current={page} pageSize={REVIEWS_PAGE_SIZE} total={result.total} onChange={setPage} showSizeChanger={false} />
      )}
    </>
  );
}
