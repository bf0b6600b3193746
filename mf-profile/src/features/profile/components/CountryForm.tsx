import { useForm } from 'react-hook-form';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import type { CountrySetting, User } from '@venues/contracts';
import { countryApi, userApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

type Values = { country: string };

/** The account's country (antd Select): one of the storefronts. Phone numbers are checked against it. */
export function CountryForm({ user, fallback }: { user: User; fallback: string }) {
  const save = useSaveState();
  const countries = useData<CountrySetting[]>(() => countryApi.list(), []);
  const options = countries.data ?? null;
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: { country: user.country || fallback } });

  useUnsavedChanges('Country', formState.isDirty);
  const submit = handleSubmit(async ({ country }) => {
    save.start();
    try {
      await userApi.patch(user._id, { country });
      reset({ country }); // what was saved is the new starting point: nothing unsaved
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, ['country']));
    }
  });

  if (countries.status === 'error') return <FormProblem message={`The list of countries did not load: ${countries.error.message} Reload the page to try again.`} />;
  return (
    <form noValidate onSubmit={submit} aria-label="Country">
      {save.problem && <FormProblem message={save.problem.message} />}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="country" label="Country" hint="Your phone numbers are checked against this country’s numbering plan.">
          {(field, a11y) => (
            <Select
              {...a11y}
              ref={field.ref}
              value={options ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              showSearch={{ optionFilterProp: 'label' }}
              loading={!options}
              disabled={!options}
              placeholder={options ? undefined : 'Loading the countries…'}
              options={(options ?? []).map((c) => ({ value: c.cca2.toLowerCase(), label: c.country_name }))}
              style={{ maxWidth: 320, width: '100%' }}
            />
          )}
        </FormField>
      </Form>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} disabled={!options} />
    </form>
  );
}
