import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Skeleton, Switch, theme } from 'antd';
import { NOTIFICATION_TYPE_LABELS, type NotificationPreference } from '@venues/contracts';
import { toApiError, userApi } from '@venues/api-client';
import { FormProblem } from '../../../components/FormProblem';
import { SaveBar } from './SaveBar';

type Channel = 'email' | 'in_app';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'in_app', label: 'On the site' },
];

/** Per type, e-mail and in-app switches; saved together. The server honours them. */
export function NotificationPreferencesForm() {
  const { token } = theme.useToken();
  const [prefs, setPrefs] = useState<NotificationPreference[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    userApi
      .notificationPreferences()
      .then((list) => live && setPrefs(list))
      .catch((e: unknown) => live && setLoadError(toApiError(e).message));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (loadError)
    return (
      <Alert
        role="alert"
        type="error"
        showIcon
        title={`Your preferences did not load: ${loadError}`}
        action={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
      />
    );
  if (!prefs) return <Skeleton active paragraph={{ rows: 5 }} title={false} aria-busy="true" />;

  const toggle = (type: NotificationPreference['type'], channel: Channel, on: boolean) => {
    setSaved(false);
    setPrefs((list) => (list ?? []).map((p) => (p.type === type ? { ...p, [channel]: on } : p)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setSaved(false);
    setProblem(null);
    try {
      setPrefs(await userApi.updateNotificationPreferences(prefs));
      setSaved(true);
    } catch (err) {
      setProblem(toApiError(err).message);
    } finally {
      setBusy(false);
    }
  };

  const cell = { padding: '12px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` } as const;
  return (
    <form onSubmit={submit} aria-label="Notification preferences">
      {problem && <FormProblem message={problem} />}
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              Tell me about
            </th>
            {CHANNELS.map((c) => (
              <th key={c.key} scope="col" style={{ ...cell, width: 110, textAlign: 'center' }}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {prefs.map((p) => {
            const label = NOTIFICATION_TYPE_LABELS[p.type] ?? p.type;
            return (
              <tr key={p.type}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  {label}
                </th>
                {CHANNELS.map((c) => (
                  <td key={c.key} style={{ ...cell, textAlign: 'center' }}>
                    <Switch checked={p[c.key]} aria-label={`${label}: ${c.label}`} onChange={(on) => toggle(p.type, c.key, on)} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <SaveBar busy={busy} saved={saved} label="Save preferences" />
    </form>
  );
}
