import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Form, Select } from 'antd';
import type { CountrySetting, User } from '@venues/contracts';
import { countryApi, toApiError, userApi } from '@venues/api-client';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { SaveBar } from './SaveBar';

type Values = { country: string };

/** The account's country: one of the storefronts. Phone numbers are checked against it. */
export function CountryForm({ user, fallback }: { user: User; fallback: string }) {
  const save = useSaveState();
  const [options, setOptions] = useState<CountrySetting[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { country: user.country || fallback } });

  useEffect(() => {
    let live = true;
    countryApi
      .list()
      .then((list) => live && setOptions(list))
      .catch((e: unknown) => live && setLoadError(toApiError(e).message));
    return () => {
      live = false;
    };
  }, []);

  const submit = handleSubmit(async ({ country }) => {
    save.start();
    try {
      await userApi.patch(user._id, { country });
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, ['country']));
    }
  });

  if (loadError) return <Alert role="alert" type="error" showIcon title={`The list of countries did not load: ${loadError}`} />;
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
