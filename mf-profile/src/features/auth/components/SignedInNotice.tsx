import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { destinationAfterLogin } from '../lib/destination';
import { Notice } from '../../../components/plain/Notice';

/** On a sign-in page while already signed in: carry on, or sign out to switch account. */
export const SignedInNotice = observer(function SignedInNotice({ country, returnTo }: { country: string; returnTo: string | null }) {
  if (!session.isAuthenticated) return null;
  const who = session.user?.email ? ` as ${session.user.email}` : '';
  return (
    <Notice kind="info" title={`You are already signed in${who}.`}>
      <Link to={destinationAfterLogin(country, session.roles, returnTo)}>Continue</Link> or <Link to={`/${country}/sign-out`}>sign out</Link> to use
      another account.
    </Notice>
  );
});
