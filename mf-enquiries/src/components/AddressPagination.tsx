import { Link } from 'react-router-dom';
import Pagination from 'antd/es/pagination';

/**
 * antd Pagination whose pages are links to their own addresses: the back button returns to the same
 * page of a list, and a page opens in a new tab. `hrefFor(page)` writes a page's address.
 */
export function AddressPagination({ page, total, limit, hrefFor, label }: { page: number; total: number; limit: number; hrefFor: (page: number) => string; label: string }) {
  if (total <= limit) return null;
  const last = Math.ceil(total / limit);
  return (
    <nav aria-label={label} style={{ marginTop: 16, display: 'flex', justifyContent: 'center' }}>
      <Pagination
        current={page}
        total={total}
        pageSize={limit}
        showSizeChanger={false}
        itemRender={(p, type, original) => {
          if (type === 'page') {
            return (
              <Link to={hrefFor(p)} aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined}>
                {p}
              </Link>
            );
          }
          if (type === 'prev' && page > 1) return <Link to={hrefFor(page - 1)} aria-label="Previous page" className="ant-pagination-item-link">‹</Link>;
          if (type === 'next' && page < last) return <Link to={hrefFor(page + 1)} aria-label="Next page" className="ant-pagination-item-link">›</Link>;
          return original;
        }}
      />
    </nav>
  );
}
