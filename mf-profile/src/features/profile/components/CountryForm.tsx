import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { CountrySetting, User } from '@venues/contracts';
import { countryApi, userApi } from '@venues/api-client';
import { useData, Field } from '@venues/mf-kit';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

type Values = { country: string };

/** The account's country: one of the storefronts. Phone numbers are checked against it. Plain (plain.css). */
export function CountryForm({ user, fallback }: { user: User; fallback: string }) {
  const id = useId();
  const save = useSaveState();
  const countries = useData<CountrySetting[]>(() => countryApi.list(), []);
  const options = countries.data ?? null;
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: { country: user.country || fallback } });

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

  if (countries.status === 'error') return <Problem message={`The list of countries did not load: ${countries.error.message}`} />;
  return (
    <form noValidate onSubmit={submit} aria-label="Country">
      {save.problem && <Problem message={save.problem.message} />}
      <Field id={`${id}-country`} label="Country" hint="Your phone numbers are checked against this country’s numbering plan." error={formState.errors.country?.message}>
        {(a11y) =>
          options ? (
            <select {...register('country')} {...a11y} className="ui-select" style={{ maxWidth: 320 }}>
              {options.map((c) => (
                <option key={c.cca2} value={c.cca2.toLowerCase()}>
                  {c.country_name}
                </option>
              ))}
            </select>
          ) : (
            <select {...a11y} className="ui-select" style={{ maxWidth: 320 }} disabled aria-busy="true">
              <option>Loading the countries…</option>
            </select>
          )
        }
      </Field>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} disabled={!options} />
    </form>
  );
}
