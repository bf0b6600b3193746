import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import type { Address, User, addressBody } from '@venues/contracts';
import { nonEmptyFields, userApi } from '@venues/api-client';
import { regionOptions } from '@venues/geo';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

const FIELDS = ['country', 'address1', 'address2', 'city', 'province', 'postalCode'] as const;

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.addressResolver));

/** The billing address (docs/spec.md §3 Address) for invoices and receipts; empty optional lines are not sent. antd controls. */
export function AddressForm({ user, fallbackCountry }: { user: User; fallbackCountry: string }) {
  const save = useSaveState();
  const a = user.address ?? ({} as Partial<Address>);
  const { control, handleSubmit, setError, reset, formState } = useForm<z.input<typeof addressBody>, unknown, z.output<typeof addressBody>>({
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
  const countries = useMemo(() => regionOptions().map((c) => ({ value: c.code, label: c.name })), []);

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

  return (
    <form noValidate onSubmit={submit} aria-label="Billing address">
      {save.problem && <FormProblem message={save.problem.message} />}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="address1" label="Address line 1" hint="Street and number, or PO box.">
          {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} autoComplete="address-line1" maxLength={200} />}
        </FormField>
        <FormField control={control} name="address2" label="Address line 2 (optional)" hint="Building, floor, unit.">
          {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} autoComplete="address-line2" maxLength={200} />}
        </FormField>
        <div className="pf-columns">
          <FormField control={control} name="city" label="City">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} autoComplete="address-level2" maxLength={100} />}
          </FormField>
          <FormField control={control} name="province" label="State or province (optional)">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} autoComplete="address-level1" maxLength={100} />}
          </FormField>
        </div>
        <div className="pf-columns">
          <FormField control={control} name="postalCode" label="Postal code">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} autoComplete="postal-code" maxLength={20} />}
          </FormField>
          <FormField control={control} name="country" label="Country">
            {(field, a11y) => (
              <Select
                {...a11y}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                showSearch={{ optionFilterProp: 'label' }}
                options={countries}
              />
            )}
          </FormField>
        </div>
      </Form>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} />
    </form>
  );
}
