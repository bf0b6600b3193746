import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { OwnershipTransferAccepted } from '@venues/contracts';
import { authApi, teamApi, toApiError, type ClientApiError } from '@venues/api-client';
import { session } from '@venues/session';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { Loading } from '../components/PageStates';
import { formatDateTime } from '../features/team/labels';
import { TransferLinkProblem } from '../features/team/TransferLinkProblem';
import '../features/venues/owner.css';
import '../features/team/team.css';
import { Result } from '@venues/ui';

/**
 * /callback/venue/transfer-ownership/:token (root level, the e-mailed link): the person it was sent
 * to reads the offer and accepts it. docs/team.md "Ownership transfer".
 */
export default function TransferOwnershipPage() {
  const { token = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  useDocumentTitle('Ownership transfer');
  const offer = useData(() => teamApi.transfer(token), [token]);
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState<OwnershipTransferAccepted | null>(null);
  const [refused, setRefused] = useState<ClientApiError | null>(null);

  async function accept() {
    setAccepting(true);
    try {
      setAccepted(await teamApi.acceptTransfer(token));
      // The new role counts from the next call: reload the profile so menus and guards follow.
      void authApi.me().then((u) => session.setUser(u), () => undefined);
    } catch (e) {
      setRefused(toApiError(e));
    } finally {
      setAccepting(false);
    }
  }

  async function signOut() {
    await authApi.logout();
    navigate(`/${country}/login/venue?returnTo=${encodeURIComponent(`/callback/venue/transfer-ownership/${token}`)}`);
  }

  const error = refused ?? (offer.status === 'error' ? offer.error : null);
  let body;
  if (accepted) {
    body = (
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>You now own {accepted.organization_name}</h1>}
        subTitle="The team, its venues and its payout account are yours. The previous owner stays on as a venue admin; you can change that on the team page."
        extra={[
          <ButtonLink key="venues" primary to={`/${country}/venues/management`}>
            Go to your venues
          </ButtonLink>,
          <ButtonLink key="team" to={`/${country}/team-members`}>
            See your team
          </ButtonLink>,
        ]}
      />
    );
  } else if (error) {
    const retry = () => {
      setRefused(null);
      offer.reload();
    };
    body = (
      <TransferLinkProblem
        error={error}
        failedTitle={refused ? 'We could not accept the ownership transfer' : 'We could not load the ownership transfer'}
        onRetry={retry}
        onSignOut={() => void signOut()}
      />
    );
  } else if (!offer.data) {
    body = (
      <Loading label="Loading the ownership transfer" rows={5} />
    );
  } else {
    const t = offer.data;
    body = (
      <>
        <Typography.Title level={1}>Take over {t.organization_name}</Typography.Title>
        <p>
          {t.from_name} offers you the ownership of {t.organization_name}. The offer was sent to {t.to_email} and works until {formatDateTime(t.expires_at)}.
        </p>
        <Alert
          type="info"
          style={{ marginBottom: 24 }}
          title="If you accept"
          description={
          <ul>
            <li>You become the owner: you may do everything in the team, including handing it over later.</li>
            <li>The team’s payout account moves to you.</li>
            <li>{t.from_name} becomes a venue admin.</li>
            <li>You both get an e-mail confirming it.</li>
          </ul>
          }
        />
        <Button type="primary" size="large" loading={accepting} onClick={() => void accept()}>
          Accept ownership
        </Button>
      </>
    );
  }
  return <div className="team-offer">{body}</div>;
}
