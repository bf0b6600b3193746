import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { lazyResolver } from '@venues/mf-kit';
import { FormField, Modal } from '@venues/ui';
import type { DeleteAccountBody } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';
import { FormProblem } from './FormProblem';

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.deleteAccountResolver));

/**
 * Deleting the account: the password, a tick that it cannot be undone, then a last confirmation
 * (antd Modal; the focus returns to the button when it closes). A wrong password is shown on its
 * field and nothing happens.
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  // The checked values waiting for the dialog's answer, and whether the deletion is running.
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<DeleteAccountBody>({ resolver, defaultValues: { password: '' } });

  const remove = async (values: DeleteAccountBody) => {
    setProblem(null);
    setBusy(true);
    try {
      await userApi.deleteAccount(values);
      onDeleted();
    } catch (e) {
      // The dialog closes; the failure shows on the form.
      setConfirming(null);
      setProblem(applyServerErrors(e, setError, ['password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => setConfirming(values))} aria-label="Delete your account" style={{ maxWidth: 360 }}>
      {problem && <FormProblem message={problem.message} />}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="password" label="Your password" hint="To confirm it is you.">
          {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="current-password" />}
        </FormField>
        <Form.Item>
          <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)}>
            I understand that deleting my account cannot be undone.
          </Checkbox>
        </Form.Item>
      </Form>
      <Button type="primary" danger htmlType="submit" disabled={!understood || formState.isSubmitting}>
        Delete my account
      </Button>
      <Modal
        open={confirming !== null}
        title="Delete your account for good?"
        okText="Delete my account"
        cancelText="Keep my account"
        okButtonProps={{ danger: true, loading: busy }}
        destroyOnHidden
        onCancel={() => setConfirming(null)}
        onOk={() => {
          if (confirming) void remove(confirming);
        }}
      >
        <p style={{ margin: 0 }}>You will be signed out everywhere and cannot sign in with this account again.</p>
      </Modal>
    </form>
  );
}
