import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { OwnershipTransferAccepted } from '@venues/contracts';
import { authApi, teamApi, toApiError, type ClientApiError } from '@venues/api-client';
import { session } from '@venues/session';
import { LinkButton, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { formatDateTime } from '../features/team/labels';
import { TransferLinkProblem } from '../features/team/TransferLinkProblem';
import '../features/venues/owner.css';
import '../features/team/team.css';

/**
 * /callback/venue/transfer-ownership/:token (root level, the e-mailed link): the person it was sent
 * to reads the offer and accepts it. docs/team.md "Ownership transfer". Drawn without antd (plain.css).
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
      <div className="ui-result">
        <span className="ui-result__icon" aria-hidden="true">
          ✓
        </span>
        <h1>You now own {accepted.organization_name}</h1>
        <p className="ui-result__sub">The team, its venues and its payout account are yours. The previous owner stays on as a venue admin; you can change that on the team page.</p>
        <div className="ui-result__extra">
          <LinkButton primary to={`/${country}/venues/management`}>
            Go to your venues
          </LinkButton>
          <LinkButton to={`/${country}/team-members`}>See your team</LinkButton>
        </div>
      </div>
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
      <div className="ui-skeleton" aria-busy="true" aria-label="Loading the ownership transfer">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    );
  } else {
    const t = offer.data;
    body = (
      <>
        <h1>Take over {t.organization_name}</h1>
        <p>
          {t.from_name} offers you the ownership of {t.organization_name}. The offer was sent to {t.to_email} and works until {formatDateTime(t.expires_at)}.
        </p>
        <div className="ui-alert ui-alert--info" style={{ marginBottom: 24 }}>
          <strong>If you accept</strong>
          <ul>
            <li>You become the owner: you may do everything in the team, including handing it over later.</li>
            <li>The team’s payout account moves to you.</li>
            <li>{t.from_name} becomes a venue admin.</li>
            <li>You both get an e-mail confirming it.</li>
          </ul>
        </div>
        <button type="button" className="ui-button ui-button--primary ui-button--large" disabled={accepting} aria-busy={accepting || undefined} onClick={() => void accept()}>
          {accepting && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
          Accept ownership
        </button>
      </>
    );
  }
  return <div className="team-offer ui-plain">{body}</div>;
}
