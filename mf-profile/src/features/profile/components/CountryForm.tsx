import { Controller, useForm } from 'react-hook-form';
import { Alert, Form, Select } from 'antd';
import type { CountrySetting, User } from '@venues/contracts';
import { countryApi, userApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

type Values = { country: string };

/** The account's country: one of the storefronts. Phone numbers are checked against it. */
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

  if (countries.status === 'error') return <Alert role="alert" type="error" showIcon title={`The list of countries did not load: ${countries.error.message}`} />;
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Country">
        {save.problem && <FormProblem message={save.problem.message} />}
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Form.Item
              label="Country"
              htmlFor="pf-country"
              validateStatus={fieldState.error ? 'error' : undefined}
              help={fieldState.error?.message}
              extra="Your phone numbers are checked against this country’s numbering plan."
            >
              <Select
                id="pf-country"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                loading={!options}
                style={{ maxWidth: 320 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={(options ?? []).map((c) => ({ value: c.cca2.toLowerCase(), label: c.country_name }))}
              />
            </Form.Item>
          )}
        />
        <SaveBar busy={formState.isSubmitting} saved={save.saved} disabled={!options} />
      </form>
    </Form>
  );
}
