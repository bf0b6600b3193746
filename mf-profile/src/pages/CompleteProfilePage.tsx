import { PRODUCT_NAME, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { deriveRoles } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { useLinkCheck } from '../hooks/useLinkCheck';
import { AuthCard } from '../features/auth/components/AuthCard';
import { homeForRoles } from '../features/auth/lib/destination';
import { CompleteProfileForm } from '../features/invite/components/CompleteProfileForm';

/** /signup/complete-profile/:token (root level, the invitation link): an invited team member joins. */
export default function CompleteProfilePage() {
  const { token = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const [stage, setStage] = useLinkCheck(token, accountsApi.completeProfileInfo);
  useDocumentTitle('Join your team');

  if (stage.kind === 'checking') {
    return (
      <AuthCard title="Join your team">
        <Card variant="borderless" aria-busy="true" aria-label="Loading your invitation" styles={{ body: { padding: 0 } }}>
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </Card>
      </AuthCard>
    );
  }
  if (stage.kind !== 'ok') {
    return (
      <AuthCard title={stage.kind === 'invalid' ? 'This invitation cannot be used' : 'Something went wrong'}>
        <Alert role="alert" type="error" showIcon title={stage.message} style={{ marginBottom: 16 }} />
        {stage.kind === 'invalid' && (
          <Typography.Paragraph>
            Invitations work for 7 days and only once. Ask the person who invited you to send a new one. Already joined?{' '}
            <Link to={`/${country}/login/venue`}>Sign in</Link>.
          </Typography.Paragraph>
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
