import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OWNERSHIP_TRANSFER_DAYS, type OwnershipTransferBody, type TeamList } from '@venues/contracts';
import { teamApi, toApiError } from '@venues/api-client';
import { lazyResolver } from '@venues/mf-kit';
import { FormField, Modal } from '@venues/ui';
import Alert from 'antd/es/alert';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Popconfirm from 'antd/es/popconfirm';
import { ui } from '@venues/session';
import { placeFieldErrors, refusalReason } from './errors';
import { formatDateTime, personName, ROLE_LABEL } from './labels';

// The address's rule (teamRules.ts) downloads at the first submit; the server checks it anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "team-rules" */ './teamRules').then((m) => m.transferResolver));

/** The pending transfer, with "Withdraw" after a confirmation. */
function PendingTransfer({ to, until, onChanged }: { to: string; until: string; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    setBusy(true);
    try {
      await teamApi.cancelTransfer();
      ui.showSnackbar('Ownership transfer withdrawn', 'success');
    } catch (e) {
      // 404: it was accepted or withdrawn meanwhile; the reload shows which.
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(false);
    }
    onChanged();
  }
  return (
    <Alert
      type="info"
      className="team-pending"
      style={{ marginBottom: 16 }}
      title={`Waiting for ${to} to accept`}
      description={`The link works until ${formatDateTime(until)}. Until they accept, you stay the owner.`}
      action={
        <Popconfirm
          title="Withdraw the ownership transfer?"
          description={<div style={{ maxWidth: 320 }}>The link sent to {to} stops working. You stay the owner and can start a new transfer at any time.</div>}
          okText="Withdraw"
          cancelText="Keep it"
          okButtonProps={{ danger: true }}
          onConfirm={() => withdraw()}
        >
          <Button size="small" loading={busy}>
            Withdraw
          </Button>
        </Popconfirm>
      }
    />
  );
}

/**
 * The owner hands the team over to an active admin or member: chosen from the suggestions or typed,
 * then confirmed; they get a link by mail. Shows the pending transfer, which a new one replaces.
 * The suggestions are antd's AutoComplete; the confirmation an antd Modal.
 */
export function OwnershipTransfer({ team, onChanged }: { team: TeamList; onChanged: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<OwnershipTransferBody>({ resolver, defaultValues: { email: '' } });
  const candidates = team.members.filter((m) => m.status === 'active' && m.role !== 'owner' && !m.is_you);
  const pending = team.ownership_transfer;

  async function send(email: string) {
    setSending(true);
    setProblem(null);
    try {
      const started = await teamApi.startTransfer({ email });
      ui.showSnackbar(`Transfer link sent to ${started.to_email}`, 'success');
      reset();
      onChanged();
    } catch (e) {
      const left = placeFieldErrors(e, setError, ['email']);
      // not_eligible belongs on the address even if the server named no field.
      if (left && refusalReason(e) === 'not_eligible') setError('email', { type: 'server', message: left.message }, { shouldFocus: true });
      else if (left) setProblem(left.message);
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(({ email }) => setConfirming(email));
  // The dialog closes before the call, so a refusal can take the focus to the address (an open modal dialog keeps the page behind inert).
  const confirm = () => {
    setConfirming(null);
    if (confirming) void send(confirming);
  };

  return (
    <div className="team-panel">
      {pending && <PendingTransfer to={pending.to_email} until={pending.expires_at} onChanged={onChanged} />}
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      {candidates.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Nobody can take over yet: the new owner must be an active admin or member. Invite them above; once they have joined, hand the ownership over here."
        />
      ) : (
        <form noValidate onSubmit={submit} aria-label="Transfer ownership">
          <Form layout="vertical" component={false}>
            <FormField control={control} name="email" label="New owner’s e-mail" hint="Pick an active admin or member, or type their address.">
              {(f, a11y) => (
                <AutoComplete
                  {...a11y}
                  ref={f.ref}
                  className="team-transfer-email"
                  value={f.value}
                  onChange={(v: string) => f.onChange(v)}
                  onBlur={f.onBlur}
                  options={candidates.map((m) => ({ value: m.email, label: `${m.email} (${personName(m)} · ${ROLE_LABEL[m.role]})` }))}
                  filterOption={(typed, option) => String(option?.value ?? '').toLowerCase().includes(typed.toLowerCase())}
                />
              )}
            </FormField>
          </Form>
          <Button htmlType="submit" loading={sending}>
            Transfer ownership
          </Button>
        </form>
      )}
      <Modal
        open={confirming !== null}
        destroyOnHidden
        title={`Transfer the ownership to ${confirming ?? ''}?`}
        okText="Send transfer link"
        cancelText="Cancel"
        onCancel={() => setConfirming(null)}
        onOk={confirm}
      >
        <p>
          {confirming} gets a link by e-mail that works for {OWNERSHIP_TRANSFER_DAYS} days. Once they accept, they become the owner, the team’s payout account moves to them,
          and you become a venue admin.
        </p>
        <p>Until then you stay the owner and can withdraw the transfer.{pending ? ` It replaces the transfer to ${pending.to_email}.` : ''}</p>
      </Modal>
    </div>
  );
}
