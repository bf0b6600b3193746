import { useState, type FormEvent } from 'react';
import { NOTIFICATION_TYPE_LABELS, type NotificationPreference } from '@venues/contracts';
import { toApiError, userApi } from '@venues/api-client';
import { Skeleton, useData } from '@venues/mf-kit';
import { Problem } from '../../../components/plain/Problem';
import { SaveBar } from './SaveBar';

type Channel = 'email' | 'in_app';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'in_app', label: 'On the site' },
];

/** Per type, e-mail and in-app switches; saved together. The server honours them. Plain (plain.css). */
export function NotificationPreferencesForm() {
  const loaded = useData(() => userApi.notificationPreferences(), []);
  // The switches as edited (or as the last save answered); the loaded list until then.
  const [edited, setEdited] = useState<NotificationPreference[] | null>(null);
  const prefs = edited ?? loaded.data ?? null;
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (loaded.status === 'error' && !prefs)
    return (
      <div className="ui-alert ui-alert--error" role="alert">
        <strong>Your preferences did not load: {loaded.error.message}</strong>
        <button type="button" className="ui-button" style={{ marginTop: 8 }} onClick={loaded.reload}>
          Try again
        </button>
      </div>
    );
  if (!prefs)
    return (
      <Skeleton rows={5} label="Loading your preferences" />
    );

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

  return (
    <form onSubmit={submit} aria-label="Notification preferences">
      {problem && <Problem message={problem} />}
      <table className="pf-switches">
        <thead>
          <tr>
            <th scope="col">Tell me about</th>
            {CHANNELS.map((c) => (
              <th key={c.key} scope="col">
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
                <th scope="row">{label}</th>
                {CHANNELS.map((c) => (
                  <td key={c.key}>
                    <input type="checkbox" role="switch" className="ui-switch" checked={p[c.key]} aria-label={`${label}: ${c.label}`} onChange={(e) => toggle(p.type, c.key, e.target.checked)} />
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
