import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { App, Button, Checkbox, Form, Input } from 'antd';
import { deleteAccountBody, type DeleteAccountBody } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';

/**
 * Deleting the account: the password, a tick that it cannot be undone, then a last confirmation
 * dialog. A wrong password is shown on its field and nothing happens.
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { modal } = App.useApp();
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });

  const remove = async (values: DeleteAccountBody) => {
    setProblem(null);
    try {
      await userApi.deleteAccount(values);
      onDeleted();
    } catch (e) {
      setProblem(applyServerErrors(e, setError, ['password']));
    }
  };

  const submit = handleSubmit(
    (values) =>
      new Promise<void>((resolve) => {
        modal.confirm({
          title: 'Delete your account for good?',
          content: 'You will be signed out everywhere and cannot sign in with this account again.',
          okText: 'Delete my account',
          okButtonProps: { danger: true },
          cancelText: 'Keep my account',
          // The dialog's button spins while the call runs; a failure closes it and shows on the form.
          onOk: () => remove(values).finally(resolve),
          onCancel: () => resolve(),
        });
      }),
  );

  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Delete your account">
        {problem && <FormProblem message={problem.message} />}
        <FormField control={control} name="password" label="Your password" hint="To confirm it is you.">
          {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="current-password" style={{ maxWidth: 360 }} />}
        </FormField>
        <Form.Item>
          <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)}>
            I understand that deleting my account cannot be undone.
          </Checkbox>
        </Form.Item>
        <Button danger type="primary" htmlType="submit" disabled={!understood || formState.isSubmitting} loading={formState.isSubmitting}>
          Delete my account
        </Button>
      </form>
    </Form>
  );
}
