import { Link } from 'react-router-dom';
import { COMPARE_MAX, compareHref, dismissCompareNotice, removeFromCompare, useCompareList, useCompareNotice } from './compareStore';
import './compare.css';

/**
 * The bar fixed at the bottom while venues are picked: each with a remove button, and the link to
 * the compare page once there are two. A refused fourth venue is explained here (role=alert).
 * Its own chunk: the route table loads it only when the list has something in it.
 */
export default function CompareTray({ country }: { country: string }) {
  const items = useCompareList(country);
  const notice = useCompareNotice(country);
  if (!items.length) return null;
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div className="disc-ctray-spacer" aria-hidden="true" />
      <section className="disc-ctray" aria-label="Venues to compare">
        <div className="disc-ctray__inner">
          <p className="disc-ctray__title">
            Compare <span className="disc-meta">({items.length} of {COMPARE_MAX})</span>
          </p>
          <ul className="disc-ctray__list">
            {items.map((i) => (
              <li key={i.slug}>
                {i.photo ? <img src={i.photo} alt="" width={40} height={30} /> : null}
                <span className="disc-ctray__name">{i.name}</span>
                <button type="button" className="disc-icon-button disc-ctray__remove" aria-label={`Remove ${i.name} from compare`} onClick={() => removeFromCompare(country, i.slug)}>
                  <span aria-hidden="true">✕</span>
                </button>
              </li>
            ))}
          </ul>
          {items.length >= 2 ? (
            <Link className="disc-button disc-button--primary disc-ctray__go" to={compareHref(country, items.map((i) => i.slug))}>
              Compare<span className="disc-visually-hidden"> {items.length} venues</span>
            </Link>
          ) : (
            <p className="disc-ctray__hint disc-meta">Pick one more venue to compare</p>
          )}
        </div>
        {notice && (
          <p className="disc-ctray__notice" role="alert">
            {notice}{' '}
            <button type="button" className="disc-link-button" onClick={dismissCompareNotice}>
              OK
            </button>
          </p>
        )}
      </section>
    </>
  );
}
