import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver, Field } from '@venues/mf-kit';
import type { User, userNameBody } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

const FIELDS = ['givenName', 'middleName', 'surname'] as const;

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.userNameResolver));

/** Given name, middle name and surname (PUT /auth/users/:id/name); an empty middle name is left out. Plain (plain.css). */
export function NameForm({ user }: { user: User }) {
  const id = useId();
  const save = useSaveState();
  const { register, handleSubmit, setError, reset, formState } = useForm<z.input<typeof userNameBody>, unknown, z.output<typeof userNameBody>>({
    resolver,
    defaultValues: { givenName: user.givenName || user.first_name, middleName: user.middleName ?? '', surname: user.surname || user.last_name },
  });
  useUnsavedChanges('Your name', formState.isDirty);
  const submit = handleSubmit(async (values) => {
    save.start();
    try {
      // docs/spec.md §5: only non-empty fields (the server reads a missing middle name as none).
      const { middleName, ...names } = values;
      await userApi.updateName(user._id, middleName ? values : names);
      reset(values); // what was saved is the new starting point: nothing unsaved
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, FIELDS));
    }
  });
  const errors = formState.errors;
  return (
    <form noValidate onSubmit={submit} aria-label="Your name">
      {save.problem && <Problem message={save.problem.message} />}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 }}>
        <Field id={`${id}-given`} label="Given name" error={errors.givenName?.message}>
          {(a11y) => <input {...register('givenName')} {...a11y} className="ui-input" autoComplete="given-name" maxLength={100} />}
        </Field>
        <Field id={`${id}-middle`} label="Middle name (optional)" error={errors.middleName?.message}>
          {(a11y) => <input {...register('middleName')} {...a11y} className="ui-input" autoComplete="additional-name" maxLength={100} />}
        </Field>
        <Field id={`${id}-surname`} label="Surname" error={errors.surname?.message}>
          {(a11y) => <input {...register('surname')} {...a11y} className="ui-input" autoComplete="family-name" maxLength={100} />}
        </Field>
      </div>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} />
    </form>
  );
}
