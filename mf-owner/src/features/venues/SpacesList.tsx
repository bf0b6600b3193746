import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OWNER_VENUE_LIMITS, spaceTypeLabel, type OwnerSpace, type OwnerVenue } from '@venues/contracts';
import { spacesApi, toApiError } from '@venues/api-client';
import { StatusTag } from '@venues/ui';
import { ui } from '@venues/session';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../components/ButtonLink';

/**
 * A venue's spaces: each with its status and what it still needs, a link to edit it, removal
 * (archived: kept for its bookings) after a confirmation, and "Add a space" by name, which opens
 * the new space's page. `back` is where the space page's back link leads (the wizard's step).
 */
export function SpacesList({ venue, country, back, onChanged }: { venue: OwnerVenue; country: string; back?: string; onChanged: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeBusy, setRemoveBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const spaceHref = (spaceId: string) => `/${country}/venues/management/venue/${venue._id}/spaces/${spaceId}${back ? `?back=${encodeURIComponent(back)}` : ''}`;

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError('Name the space, e.g. "Sky Terrace"');
    setBusy(true);
    try {
      const space = await spacesApi.create(venue._id, { name: name.trim() });
      navigate(spaceHref(space._id));
    } catch (err) {
      setError(toApiError(err).message);
      setBusy(false);
    }
  }

  async function archive(s: OwnerSpace) {
    setRemoveBusy(s._id);
    setProblem(null);
    try {
      await spacesApi.archive(s._id);
      ui.showSnackbar(`${s.name} removed`, 'success');
      onChanged();
    } catch (err) {
      // The confirmation closes: the refusal shows above the list, where it stays readable.
      setProblem(toApiError(err).message);
    } finally {
      setRemoveBusy(null);
    }
  }

  return (
    <div>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      {venue.spaces.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No spaces yet. Add each room or area guests can book, even if the venue is booked whole." />
      ) : (
        <ul className="own-cards" aria-label="Spaces">
          {venue.spaces.map((s) => (
            <li key={s._id}>
              <Card size="small">
                <Flex justify="space-between" gap={12} wrap>
                  <div>
                    <Typography.Title level={2} style={{ fontSize: 17, margin: '0 0 4px' }}>
                      <Link to={spaceHref(s._id)}>{s.name}</Link>
                    </Typography.Title>
                    <Typography.Text type="secondary">
                      <StatusTag status={s.status} /> {s.space_type ? spaceTypeLabel(s.space_type) : 'Type not chosen'}
                      {s.missing.length > 0 && <span className="own-needs"> Needs: {s.missing.map((m) => m.field.replace('_', ' ')).join(', ')}</span>}
                    </Typography.Text>
                  </div>
                  {venue.editable && (
                    <Flex gap={8} wrap>
                      <ButtonLink to={spaceHref(s._id)}>
                        Edit<span className="ui-visually-hidden"> {s.name}</span>
                      </ButtonLink>
                      <Popconfirm
                        title={`Remove ${s.name}?`}
                        description="It leaves the venue page; its bookings carry on."
                        okText="Remove"
                        cancelText="Keep it"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => archive(s)}
                      >
                        <Button danger loading={removeBusy === s._id}>
                          Remove<span className="ui-visually-hidden"> {s.name}</span>
                        </Button>
                      </Popconfirm>
                    </Flex>
                  )}
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {venue.editable && (
        <form noValidate onSubmit={(e) => void add(e)} className="own-add-space" aria-label="Add a space">
          <Form layout="vertical" component={false}>
            <Form.Item
              label="New space"
              htmlFor={`${id}-name`}
              validateStatus={error ? 'error' : undefined}
              help={
                error ? (
                  <span id={`${id}-error`} role="alert">
                    {error}
                  </span>
                ) : undefined
              }
            >
              <Flex gap={8}>
                <Input
                  id={`${id}-name`}
                  value={name}
                  maxLength={OWNER_VENUE_LIMITS.name}
                  placeholder='e.g. "Sky Terrace"'
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => (setName(e.target.value), setError(null))}
                />
                <Button type="primary" htmlType="submit" loading={busy}>
                  Add a space
                </Button>
              </Flex>
            </Form.Item>
          </Form>
        </form>
      )}
    </div>
  );
}
