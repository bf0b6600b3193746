import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { App, Button, Input, Popconfirm, Space as Row, Tag } from 'antd';
import { OWNER_VENUE_LIMITS, spaceTypeLabel, type OwnerVenue } from '@venues/contracts';
import { spacesApi, toApiError } from '@venues/api-client';
import { StatusTag } from '@venues/ui';

/**
 * A venue's spaces: each with its status and what it still needs, a link to edit it, removal
 * (archived: kept for its bookings) after a confirmation, and "Add a space" by name, which opens
 * the new space's page. `back` is where the space page's back link leads (the wizard's step).
 */
export function SpacesList({ venue, country, back, onChanged }: { venue: OwnerVenue; country: string; back?: string; onChanged: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const spaceHref = (id: string) => `/${country}/venues/management/venue/${venue._id}/spaces/${id}${back ? `?back=${encodeURIComponent(back)}` : ''}`;

  async function add() {
    if (!name.trim()) return setError('Name the space, e.g. "Sky Terrace"');
    setBusy(true);
    try {
      const space = await spacesApi.create(venue._id, { name: name.trim() });
      navigate(spaceHref(space._id));
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      {venue.spaces.length === 0 ? (
        <p className="own-muted">No spaces yet. Add each room or area guests can book, even if the venue is booked whole.</p>
      ) : (
        <ul className="own-cards" aria-label="Spaces">
          {venue.spaces.map((s) => (
            <li key={s._id} className="own-card" style={{ gridTemplateColumns: '1fr auto' }}>
              <div>
                <h2>
                  <Link to={spaceHref(s._id)}>{s.name}</Link>
                </h2>
                <div className="own-muted">
                  <StatusTag status={s.status} /> {s.space_type ? spaceTypeLabel(s.space_type) : 'Type not chosen'}
                  {s.missing.length > 0 && (
                    <Tag color="orange" style={{ marginLeft: 8 }}>
                      Needs: {s.missing.map((m) => m.field.replace('_', ' ')).join(', ')}
                    </Tag>
                  )}
                </div>
              </div>
              {venue.editable && (
                <div className="own-card__actions">
                  <Button onClick={() => navigate(spaceHref(s._id))}>Edit</Button>
                  <Popconfirm
                    title={`Remove ${s.name}?`}
                    description="It leaves the venue page; its bookings carry on."
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    onConfirm={async () => {
                      try {
                        await spacesApi.archive(s._id);
                        void message.success(`${s.name} removed`);
                        onChanged();
                      } catch (e) {
                        void message.error(toApiError(e).message);
                      }
                    }}
                  >
                    <Button danger>Remove</Button>
                  </Popconfirm>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {venue.editable && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
          style={{ marginTop: 16 }}
          aria-label="Add a space"
        >
          <label htmlFor="new-space-name">New space</label>
          <Row.Compact style={{ width: '100%', maxWidth: 480, display: 'flex' }}>
            <Input
              id="new-space-name"
              value={name}
              maxLength={OWNER_VENUE_LIMITS.name}
              placeholder='e.g. "Sky Terrace"'
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'new-space-error' : undefined}
              onChange={(e) => (setName(e.target.value), setError(null))}
            />
            <Button htmlType="submit" type="primary" loading={busy}>
              Add a space
            </Button>
          </Row.Compact>
          {error && (
            <div id="new-space-error" role="alert" className="ant-form-item-explain-error">
              {error}
            </div>
          )}
        </form>
      )}
    </div>
  );
}
