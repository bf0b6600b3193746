import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver, Field } from '@venues/mf-kit';
import type { Address, User, addressBody } from '@venues/contracts';
import { nonEmptyFields, userApi } from '@venues/api-client';
import { regionOptions } from '@venues/geo';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

const FIELDS = ['country', 'address1', 'address2', 'city', 'province', 'postalCode'] as const;

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.addressResolver));

/** The billing address (docs/spec.md §3 Address) for invoices and receipts; empty optional lines are not sent. Plain (plain.css). */
export function AddressForm({ user, fallbackCountry }: { user: User; fallbackCountry: string }) {
  const id = useId();
  const save = useSaveState();
  const a = user.address ?? ({} as Partial<Address>);
  const { register, handleSubmit, setError, reset, formState } = useForm<z.input<typeof addressBody>, unknown, z.output<typeof addressBody>>({
    resolver,
    defaultValues: {
      country: a.country || user.country || fallbackCountry,
      address1: a.address1 ?? '',
      address2: a.address2 ?? '',
      city: a.city ?? '',
      province: a.province ?? '',
      postalCode: a.postalCode ?? '',
    },
  });
  const countries = useMemo(() => regionOptions(), []);

  useUnsavedChanges('Billing address', formState.isDirty);
  const submit = handleSubmit(async (values) => {
    save.start();
    try {
      await userApi.updateAddress(user._id, { ...nonEmptyFields(values), country: values.country });
      reset(values); // what was saved is the new starting point: nothing unsaved
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, FIELDS, { 'address.country': 'country' }));
    }
  });

  const errors = formState.errors;
  return (
    <form noValidate onSubmit={submit} aria-label="Billing address">
      {save.problem && <Problem message={save.problem.message} />}
      <Field id={`${id}-address1`} label="Address line 1" hint="Street and number, or PO box." error={errors.address1?.message}>
        {(a11y) => <input {...register('address1')} {...a11y} className="ui-input" autoComplete="address-line1" maxLength={200} />}
      </Field>
      <Field id={`${id}-address2`} label="Address line 2 (optional)" hint="Building, floor, unit." error={errors.address2?.message}>
        {(a11y) => <input {...register('address2')} {...a11y} className="ui-input" autoComplete="address-line2" maxLength={200} />}
      </Field>
      <div className="pf-columns">
        <Field id={`${id}-city`} label="City" error={errors.city?.message}>
          {(a11y) => <input {...register('city')} {...a11y} className="ui-input" autoComplete="address-level2" maxLength={100} />}
        </Field>
        <Field id={`${id}-province`} label="State or province (optional)" error={errors.province?.message}>
          {(a11y) => <input {...register('province')} {...a11y} className="ui-input" autoComplete="address-level1" maxLength={100} />}
        </Field>
      </div>
      <div className="pf-columns">
        <Field id={`${id}-postal`} label="Postal code" error={errors.postalCode?.message}>
          {(a11y) => <input {...register('postalCode')} {...a11y} className="ui-input" autoComplete="postal-code" maxLength={20} />}
        </Field>
        <Field id={`${id}-country`} label="Country" error={errors.country?.message}>
          {(a11y) => (
            <select {...register('country')} {...a11y} className="ui-select" autoComplete="country">
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} />
    </form>
  );
}
