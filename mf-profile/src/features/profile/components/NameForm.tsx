import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import type { User, userNameBody } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

const FIELDS = ['givenName', 'middleName', 'surname'] as const;

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.userNameResolver));

/** Given name, middle name and surname (PUT /auth/users/:id/name); an empty middle name is left out. antd inputs. */
export function NameForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, formState } = useForm<z.input<typeof userNameBody>, unknown, z.output<typeof userNameBody>>({
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
  return (
    <form noValidate onSubmit={submit} aria-label="Your name">
      {save.problem && <FormProblem message={save.problem.message} />}
      <Form layout="vertical" component={false}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 }}>
          <FormField control={control} name="givenName" label="Given name">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="given-name" maxLength={100} />}
          </FormField>
          <FormField control={control} name="middleName" label="Middle name (optional)">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} autoComplete="additional-name" maxLength={100} />}
          </FormField>
          <FormField control={control} name="surname" label="Surname">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="family-name" maxLength={100} />}
          </FormField>
        </div>
      </Form>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} />
    </form>
  );
}
