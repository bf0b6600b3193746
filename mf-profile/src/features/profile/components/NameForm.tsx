import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input } from 'antd';
import type { z } from 'zod';
import { userNameBody, type User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

const FIELDS = ['givenName', 'middleName', 'surname'] as const;

/** Given name, middle name and surname (PUT /auth/users/:id/name); an empty middle name is left out. */
export function NameForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, formState } = useForm<z.input<typeof userNameBody>, unknown, z.output<typeof userNameBody>>({
    resolver: zodResolver(userNameBody),
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
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Your name">
        {save.problem && <FormProblem message={save.problem.message} />}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 }}>
          <FormField control={control} name="givenName" label="Given name">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="given-name" maxLength={100} />}
          </FormField>
          <FormField control={control} name="middleName" label="Middle name (optional)">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="additional-name" maxLength={100} />}
          </FormField>
          <FormField control={control} name="surname" label="Surname">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="family-name" maxLength={100} />}
          </FormField>
        </div>
        <SaveBar busy={formState.isSubmitting} saved={save.saved} />
      </form>
    </Form>
  );
}
