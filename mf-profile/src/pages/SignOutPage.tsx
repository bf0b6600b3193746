import { useCountry } from '@venues/mf-kit';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from '@venues/api-client';
import { ui } from '@venues/session';

/** /:country/sign-out — ends the session on the server, and locally even if that call fails. */
export default function SignOutPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    // logout() clears the session whether or not the server answered (docs/spec.md §4), and never throws.
    void authApi.logout().finally(() => {
      ui.showSnackbar('You are signed out', 'success');
      navigate(`/${country}`, { replace: true });
    });
  }, [country, navigate]);

  return (
    <div role="status" className="ui-plain" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 48 }}>
      <span className="ui-spinner" aria-hidden="true" />
      <p style={{ margin: 0 }}>Signing you out…</p>
    </div>
  );
}
