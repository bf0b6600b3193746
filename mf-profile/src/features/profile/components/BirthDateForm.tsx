import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input } from 'antd';
import { z } from 'zod';
import { dateOfBirth, type User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

// The contracts' rule for the one field this form sends (PATCH /v1/user/:id). Empty is never
// sent (docs/spec.md §5: only non-empty fields), so it gets its own message here.
const schema = z.object({ date_of_birth: z.string().min(1, 'Enter your date of birth').pipe(dateOfBirth) });
type Values = z.infer<typeof schema>;

const today = () => new Date().toISOString().slice(0, 10);

/** Date of birth (a native date input: keyboard-friendly and light). */
export function BirthDateForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { date_of_birth: user.date_of_birth ? user.date_of_birth.slice(0, 10) : '' },
  });
  useUnsavedChanges('Date of birth', formState.isDirty);
  const submit = handleSubmit(async (values) => {
    save.start();
    try {
      await userApi.patch(user._id, values);
      reset(values); // what was saved is the new starting point: nothing unsaved
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, ['date_of_birth']));
    }
  });
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Your date of birth">
        {save.problem && <FormProblem message={save.problem.message} />}
        <FormField control={control} name="date_of_birth" label="Date of birth" hint="Only you and our support team can see it.">
          {(field, a11y) => <Input {...field} {...a11y} type="date" max={today()} autoComplete="bday" style={{ maxWidth: 220 }} />}
        </FormField>
        <SaveBar busy={formState.isSubmitting} saved={save.saved} />
      </form>
    </Form>
  );
}
