import { PRODUCT_NAME, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { deriveRoles, TOKEN_LIFETIMES } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { useLinkCheck } from '../hooks/useLinkCheck';
import { AuthCard } from '../features/auth/components/AuthCard';
import { homeForRoles } from '../features/auth/lib/destination';
import { CompleteProfileForm } from '../features/invite/components/CompleteProfileForm';
import { PageLoading } from '../components/PageLoading';
import { Notice } from '../components/plain/Notice';

/** /signup/complete-profile/:token (root level, the invitation link): an invited team member joins. Without antd (docs/adr/0087-public-pages-without-antd.md). */
export default function CompleteProfilePage() {
  const { token = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const [stage, setStage] = useLinkCheck(token, accountsApi.completeProfileInfo);
  useDocumentTitle('Join your team');

  if (stage.kind === 'checking') {
    return (
      <AuthCard title="Join your team">
        <PageLoading label="Loading your invitation" />
      </AuthCard>
    );
  }
  if (stage.kind !== 'ok') {
    return (
      <AuthCard title={stage.kind === 'invalid' ? 'This invitation cannot be used' : 'Something went wrong'}>
        <Notice kind="error" title={stage.message} />
        {stage.kind === 'invalid' && (
          <p>
            Invitations work for {TOKEN_LIFETIMES.inviteDays} days and only once. Ask the person who invited you to send a new one. Already
            joined? <Link to={`/${country}/login/venue`}>Sign in</Link>.
          </p>
        )}
      </AuthCard>
    );
  }
  const invite = stage.value;
  return (
    <AuthCard
      title={`Join ${invite.organization_name}`}
      subtitle={`You have been invited to ${PRODUCT_NAME} as ${invite.role_label.toLowerCase()} of ${invite.organization_name}. Add your name and choose a password to finish.`}
    >
      <CompleteProfileForm
        token={token}
        invite={invite}
        onInvalid={(message) => setStage({ kind: 'invalid', message })}
        onDone={(answer) => {
          ui.showSnackbar(`Welcome to ${invite.organization_name}!`, 'success');
          navigate(homeForRoles(country, deriveRoles(answer.user)), { replace: true });
        }}
      />
    </AuthCard>
  );
}
