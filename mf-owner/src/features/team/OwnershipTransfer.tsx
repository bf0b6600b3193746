import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, AutoComplete, Button, Form } from 'antd';
import { OWNERSHIP_TRANSFER_DAYS, ownershipTransferBody, type OwnershipTransferBody, type TeamList } from '@venues/contracts';
import { teamApi, toApiError } from '@venues/api-client';
import { EmptyState, FormField } from '@venues/ui';
import { placeFieldErrors, refusalReason } from './errors';
import { formatDateTime, personName, ROLE_LABEL } from './labels';

/** The pending transfer, with "Withdraw" after a confirmation. */
function PendingTransfer({ to, until, onChanged }: { to: string; until: string; onChanged: () => void }) {
  const { message, modal } = App.useApp();
  const withdraw = () =>
    modal.confirm({
      title: 'Withdraw the ownership transfer?',
      content: `The link sent to ${to} stops working. You stay the owner and can start a new transfer at any time.`,
      okText: 'Withdraw',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: async () => {
        try {
          await teamApi.cancelTransfer();
          void message.success('Ownership transfer withdrawn');
        } catch (e) {
          // 404: it was accepted or withdrawn meanwhile; the reload shows which.
          void message.error(toApiError(e).message);
        }
        onChanged();
      },
    });
  return (
    <Alert
      className="team-problem"
      type="info"
      showIcon
      title={`Waiting for ${to} to accept`}
      description={`The link works until ${formatDateTime(until)}. Until they accept, you stay the owner.`}
      action={<Button onClick={withdraw}>Withdraw</Button>}
    />
  );
}

/**
 * The owner hands the team over to an active admin or member: chosen from the list or typed, then
 * confirmed; they get a link by mail. Shows the pending transfer, which a new one replaces.
 */
export function OwnershipTransfer({ team, onChanged }: { team: TeamList; onChanged: () => void }) {
  const { message, modal } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<OwnershipTransferBody>({ resolver: zodResolver(ownershipTransferBody), defaultValues: { email: '' } });
  const candidates = team.members.filter((m) => m.status === 'active' && m.role !== 'owner' && !m.is_you);
  const options = candidates.map((m) => ({ value: m.email, label: `${personName(m)} · ${ROLE_LABEL[m.role]} · ${m.email}` }));
  const pending = team.ownership_transfer;

  async function send(email: string) {
    setSending(true);
    setProblem(null);
    try {
      const started = await teamApi.startTransfer({ email });
      void message.success(`Transfer link sent to ${started.to_email}`);
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

  const submit = handleSubmit(({ email }) => {
    modal.confirm({
      title: `Transfer the ownership to ${email}?`,
      content: (
        <>
          <p>
            {email} gets a link by e-mail that works for {OWNERSHIP_TRANSFER_DAYS} days. Once they accept, they become the owner, the team’s payout account
            moves to them, and you become a venue admin.
          </p>
          <p>Until then you stay the owner and can withdraw the transfer.{pending ? ` It replaces the transfer to ${pending.to_email}.` : ''}</p>
        </>
      ),
      okText: 'Send transfer link',
      cancelText: 'Cancel',
      onOk: () => send(email),
    });
  });

  return (
    <div className="team-panel">
      {pending && <PendingTransfer to={pending.to_email} until={pending.expires_at} onChanged={onChanged} />}
      {problem && <Alert className="team-problem" role="alert" type="error" showIcon title={problem} />}
      {candidates.length === 0 ? (
        <EmptyState description="Nobody can take over yet: the new owner must be an active admin or member. Invite them above; once they have joined, hand the ownership over here." />
      ) : (
        <Form layout="vertical" component={false} requiredMark={false}>
          <form noValidate onSubmit={submit} aria-label="Transfer ownership">
            <FormField control={control} name="email" label="New owner’s e-mail" hint="Pick an active admin or member, or type their address.">
              {(field, a11y) => (
                <AutoComplete
                  {...field}
                  {...a11y}
                  options={options}
                  showSearch={{ filterOption: (typed, o) => String(o?.label ?? '').toLowerCase().includes(typed.trim().toLowerCase()) }}
                  style={{ maxWidth: 420, width: '100%' }}
                />
              )}
            </FormField>
            <Button htmlType="submit" loading={sending}>
              Transfer ownership
            </Button>
          </form>
        </Form>
      )}
    </div>
  );
}
