import { useForm } from 'react-hook-form';
import dayjs from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import type { User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

type Values = { date_of_birth: string };

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.birthDateResolver));

const FORMAT = 'YYYY-MM-DD';

/** Date of birth: an antd DatePicker (typed as YYYY-MM-DD or picked); the form keeps the ISO date. */
export function BirthDateForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
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
      {save.problem && <FormProblem message={save.problem.message} />}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="date_of_birth" label="Date of birth" hint="Only you and our support team can see it. Type it as YYYY-MM-DD or pick it.">
          {(field, a11y) => (
            <DatePicker
              {...a11y}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ? dayjs(field.value) : null}
              onChange={(d) => field.onChange(d ? d.format(FORMAT) : '')}
              format={FORMAT}
              placeholder={FORMAT}
              autoComplete="bday"
              style={{ maxWidth: 220, width: '100%' }}
            />
          )}
        </FormField>
      </Form>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} />
    </form>
  );
}
