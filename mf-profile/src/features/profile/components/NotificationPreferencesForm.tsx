import { useState, type FormEvent } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { NOTIFICATION_TYPE_LABELS, type NotificationPreference } from '@venues/contracts';
import { toApiError, userApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

/** Read out, not shown (the section's heading says it). */
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

type Channel = 'email' | 'in_app';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'in_app', label: 'On the site' },
];

/** Per type, e-mail and in-app switches (antd Table of Switches); saved together. The server honours them. */
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
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Your preferences did not load: ${loaded.error.message}`}
        action={
          <Button size="small" onClick={loaded.reload}>
            Try again
          </Button>
        }
      />
    );
  if (!prefs)
    return (
      <div aria-busy="true" aria-label="Loading your preferences" role="region">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
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

  const labelOf = (p: NotificationPreference) => NOTIFICATION_TYPE_LABELS[p.type] ?? p.type;
  const columns: ColumnsType<NotificationPreference> = [
    { key: 'type', title: 'Tell me about', rowScope: 'row', render: (_, p) => labelOf(p) },
    ...CHANNELS.map((c) => ({
      key: c.key,
      title: c.label,
      width: 110,
      align: 'center' as const,
      render: (_: unknown, p: NotificationPreference) => (
        <Switch checked={p[c.key]} aria-label={`${labelOf(p)}: ${c.label}`} onChange={(on) => toggle(p.type, c.key, on)} />
      ),
    })),
  ];

  return (
    <form onSubmit={submit} aria-label="Notification preferences">
      {problem && <FormProblem message={problem} />}
      <Table<NotificationPreference>
        rowKey="type"
        columns={columns}
        dataSource={prefs}
        pagination={false}
        size="middle"
        caption={<span style={HIDDEN}>Notifications by e-mail and on the site</span>}
        style={{ marginBottom: 16 }}
      />
      <SaveBar busy={busy} saved={saved} label="Save preferences" />
    </form>
  );
}
