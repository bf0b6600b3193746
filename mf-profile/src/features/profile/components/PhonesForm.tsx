import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import type { User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { countryName } from '../../../lib/countryName';
import { applyServerErrors } from '../../../lib/serverErrors';
import { usePhoneExample } from '../../signup/hooks/usePhoneExample';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

type Values = { primaryPhone: string; mobilePhone: string };

/**
 * Primary and mobile phone (antd inputs), validated for the account's country (the contracts'
 * rules, downloaded at the first submit with libphonenumber-js). Only numbers that changed are
 * sent; clearing a saved number removes it ('' is the contracts' "remove").
 */
export function PhonesForm({ user, country }: { user: User; country: string }) {
  const save = useSaveState();
  const resolver = useMemo(() => lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.phonesResolver(country))), [country]);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: { primaryPhone: user.primaryPhone ?? '', mobilePhone: user.mobilePhone ?? '' },
  });
  useUnsavedChanges('Phone numbers', formState.isDirty);
  const submit = handleSubmit(async (values) => {
    save.start();
    try {
      let latest = user;
      if (values.primaryPhone !== (user.primaryPhone ?? '')) latest = await userApi.updatePrimaryPhone(user._id, { primaryPhone: values.primaryPhone });
      if (values.mobilePhone !== (latest.mobilePhone ?? '')) latest = await userApi.updateMobilePhone(user._id, { mobilePhone: values.mobilePhone });
      // Show the numbers as stored (E.164), e.g. "8123 4567" becomes "+6581234567".
      reset({ primaryPhone: latest.primaryPhone ?? '', mobilePhone: latest.mobilePhone ?? '' });
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, ['primaryPhone', 'mobilePhone']));
    }
  });
  // The example number (libphonenumber-js's examples, 30 KB) downloads when a field is first focused.
  const phone = usePhoneExample(country);
  const hint = `${countryName(country)} number${phone.example ? `, e.g. ${phone.example}` : ', with the country code'}. Leave empty to remove.`;
  return (
    <form noValidate onSubmit={submit} aria-label="Phone numbers">
      {save.problem && <FormProblem message={save.problem.message} />}
      <Form layout="vertical" component={false}>
        <div className="pf-columns">
          <FormField control={control} name="primaryPhone" label="Primary phone" hint={hint}>
            {(field, a11y) => <Input {...field} {...a11y} onFocus={phone.load} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />}
          </FormField>
          <FormField control={control} name="mobilePhone" label="Mobile phone" hint={hint}>
            {(field, a11y) => <Input {...field} {...a11y} onFocus={phone.load} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />}
          </FormField>
        </div>
      </Form>
      <SaveBar busy={formState.isSubmitting} saved={save.saved} />
    </form>
  );
}
