import type { VenueChange } from '@venues/contracts';

/**
 * "What changed since the last approval": each differing field, before and after (null: a first
 * submission). Drawn without antd (plain.css); the table scrolls sideways on a narrow screen.
 */
export function ChangesTable({ changes }: { changes: VenueChange[] | null }) {
  return (
    <section className="adm-panel" aria-labelledby="venue-changes">
      <h2 id="venue-changes">What changed since the last approval</h2>
      {changes === null ? (
        <p style={{ margin: 0 }}>
          <strong>First submission:</strong> this venue was never approved, so there is nothing to compare with. Review all of it.
        </p>
      ) : changes.length === 0 ? (
        <p style={{ margin: 0 }}>Nothing that needs a review changed since the last approval.</p>
      ) : (
        <div className="ui-table-wrap" tabIndex={0} role="region" aria-label="Changed fields">
          <table className="adm-diff">
            <caption className="ui-visually-hidden">Each changed field, before and now</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">Now</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row">{c.label}</th>
                  <td>{c.before ? <del>{c.before}</del> : <span className="adm-muted">(empty)</span>}</td>
                  <td>{c.after ? <ins>{c.after}</ins> : <span className="adm-muted">(empty)</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
