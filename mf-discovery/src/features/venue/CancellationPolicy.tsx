import { Link } from 'react-router-dom';
import { CANCELLATION_POLICIES, type CancellationPolicyId } from '@venues/contracts';
import { noticeLabel } from '../../content/noticeLabel';

/** The venue's cancellation policy as its three refund rules. */
export function CancellationPolicy({ policy, country }: { policy: CancellationPolicyId; country: string }) {
  const p = CANCELLATION_POLICIES.find((x) => x.id === policy);
  if (!p) return null;
  return (
    <div className="disc-policy">
      <p>
        <strong>{p.label}</strong> — the refund depends on how long before the event you cancel a confirmed booking:
      </p>
      <ul>
        <li>Full refund: {noticeLabel(p.fullHours)} or more before</li>
        <li>
          {p.partialPercent}% refund: between {noticeLabel(p.fullHours)} and {noticeLabel(p.partialHours)} before
        </li>
        <li>No refund: less than {noticeLabel(p.partialHours)} before</li>
      </ul>
      <p className="disc-meta">
        If the venue cancels, you get everything back. <Link to={`/${country}/support/FAQ-cancellation`}>How cancellations work</Link>
      </p>
    </div>
  );
}
