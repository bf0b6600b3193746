import { useState, type FormEvent } from 'react';
import { Alert, Button, Skeleton, Switch, theme } from 'antd';
import { NOTIFICATION_TYPE_LABELS, type NotificationPreference } from '@venues/contracts';
import { toApiError, userApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
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
  const loaded = useData(() => userApi.notificationPreferences(), []);
  // The switches as edited (or as the last save answered); the loaded list until then.
  const [edited, setEdited] = useState<NotificationPreference[] | null>(null);
  const prefs = edited ?? loaded.data ?? null;
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (loaded.status === 'error' && !prefs)
    return (
      <Alert
        role="alert"
        type="error"
        showIcon
        title={`Your preferences did not load: ${loaded.error.message}`}
        action={<Button onClick={loaded.reload}>Try again</Button>}
      />
    );
  if (!prefs) return <Skeleton active paragraph={{ rows: 5 }} title={false} aria-busy="true" />;

  const toggle = (type: NotificationPreference['type'], channel: Channel, on: boolean) => {
    setSaved(false);
    setEdited(prefs.map((p) => (p.type === type ? { ...p, [channel]: on } : p)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setSaved(false);
    setProblem(null);
    try {
      setEdited(await userApi.updateNotificationPreferences(prefs));
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
