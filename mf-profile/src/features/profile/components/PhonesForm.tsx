import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input } from 'antd';
import { z } from 'zod';
import { mobilePhoneBodyFor, primaryPhoneBodyFor, type User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { examplePhone } from '@venues/geo';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { countryName } from '../../../lib/countryName';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

type Values = { primaryPhone: string; mobilePhone: string };

/** The contracts' rules for both numbers, checked for one country (libphonenumber-js through @venues/geo). */
export function phonesSchema(country: string) {
  return z.object({ ...primaryPhoneBodyFor(country).shape, ...mobilePhoneBodyFor(country).shape });
}

/**
 * Primary and mobile phone, validated for the account's country. Only numbers that changed are
 * sent; clearing a saved number removes it ('' is the contracts' "remove").
 */
export function PhonesForm({ user, country }: { user: User; country: string }) {
  const save = useSaveState();
  const schema = useMemo(() => phonesSchema(country), [country]);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
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
  const example = examplePhone(country);
  const hint = `${countryName(country)} number${example ? `, e.g. ${example}` : ''}. Leave empty to remove.`;
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Phone numbers">
        {save.problem && <FormProblem message={save.problem.message} />}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
          <FormField control={control} name="primaryPhone" label="Primary phone" hint={hint}>
            {(field, a11y) => <Input {...field} {...a11y} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />}
          </FormField>
          <FormField control={control} name="mobilePhone" label="Mobile phone" hint={hint}>
            {(field, a11y) => <Input {...field} {...a11y} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />}
          </FormField>
        </div>
        <SaveBar busy={formState.isSubmitting} saved={save.saved} />
      </form>
    </Form>
  );
}
