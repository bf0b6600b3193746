import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver, Field } from '@venues/mf-kit';
import type { User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

type Values = { date_of_birth: string };

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.birthDateResolver));

const today = () => new Date().toISOString().slice(0, 10);

/** Date of birth (a native date input: keyboard-friendly and light). Plain (plain.css). */
export function BirthDateForm({ user }: { user: User }) {
  const id = useId();
  const save = useSaveState();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver,
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
    <form noValidate onSubmit={submit} aria-label="Your date of birth">
      {save.problem && <Problem message={save.problem.message} />}
      <Field id={`${id}-dob`} label="Date of birth" hint="Only you and our support team can see it." error={formState.errors.date_of_birth?.message}>
        {(a11y) => <input {...register('date_of_birth')} {...a11y} className="ui-input" type="date" max={today()} autoComplete="bday" style={{ maxWidth: 220 }} />}
      </Field>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} />
    </form>
  );
}
