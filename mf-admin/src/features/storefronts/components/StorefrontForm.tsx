import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useForm } from 'react-hook-form';
import { ADMIN_LIMITS } from '@venues/contracts';
import { dialCodeOf, regionOptions } from '@venues/geo';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import { SubmitButton } from '../../../components/kit';
import { EMPTY_STOREFRONT, prefillFor, type StorefrontField, type StorefrontFormValues } from '../lib/formValues';
import type { FormOutcome } from '../lib/outcome';
import '../storefronts.css';

export interface StorefrontFormProps {
  mode: 'create' | 'edit';
  initialValues?: StorefrontFormValues;
  /** Countries that already have a storefront (create: offered but marked, the server answers 409 anyway). */
  taken?: readonly string[];
  readOnly?: boolean;
  submitLabel: string;
  actions?: ReactNode;
  onSubmit: (values: StorefrontFormValues) => Promise<FormOutcome | void>;
}

// The contracts' schemas check the form at its first submit (lib/storefrontRules.ts, a lazy chunk).
const rules = () => import(/* webpackChunkName: "storefront-rules" */ '../lib/storefrontRules');
const createResolver = lazyResolver(() => rules().then((m) => m.createResolver));
const editResolver = lazyResolver(() => rules().then((m) => m.editResolver));

/**
 * A storefront's settings: the country (new storefronts only: `cca2` never changes), its name,
 * currency, tax, service fee and phone country. Checked by the contracts' schema as the API checks
 * it; the server's field errors land on their fields. antd controls bound by FormField; the country
 * lists come from libphonenumber-js and the browser's region names; the world-countries table
 * (about 150 KB gzip) downloads only when a new storefront's country is picked, to fill its name,
 * currency and phone country.
 */
export function StorefrontForm({ mode, initialValues = EMPTY_STOREFRONT, taken = [], readOnly, submitLabel, actions, onSubmit }: StorefrontFormProps) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isSubmitting, isDirty },
  } = useForm<StorefrontFormValues>({ resolver: mode === 'create' ? createResolver : editResolver, defaultValues: initialValues, shouldFocusError: true });

  // A saved storefront becomes the new baseline.
  const baseline = JSON.stringify(initialValues);
  useEffect(() => reset(JSON.parse(baseline) as StorefrontFormValues), [baseline, reset]);

  const regions = useMemo(() => regionOptions(), []);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const outcome = await onSubmit(values);
    if (!outcome) return;
    let focus = true;
    for (const [field, text] of Object.entries(outcome.fields ?? {})) {
      setError(field as StorefrontField, { type: 'server', message: text }, { shouldFocus: focus });
      focus = false;
    }
    if (outcome.message) setMessage(outcome.message);
  });

  const pickCountry = async (code: string) => {
    for (const [k, v] of Object.entries(await prefillFor(code))) setValue(k as StorefrontField, v, { shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Storefront settings" style={{ maxWidth: 760 }}>
      {message && <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component={false} disabled={readOnly}>
        <div className="adm-form-grid">
          {mode === 'create' && (
            <FormField control={control} name="cca2" label="Country" hint="The storefront answers at /<code>, e.g. /jp. It cannot change later.">
              {(field, a11y) => (
                <Select
                  {...field}
                  {...a11y}
                  value={field.value || undefined}
                  placeholder="Choose a country"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={regions.map((r) => ({ value: r.code, label: `${r.name} (${r.code.toUpperCase()})${taken.includes(r.code) ? ' — already a storefront' : ''}` }))}
                  onChange={(v: string) => {
                    field.onChange(v);
                    void pickCountry(v);
                  }}
                />
              )}
            </FormField>
          )}
          <FormField control={control} name="country_name" label="Name" hint="As visitors read it in the country menu.">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} maxLength={ADMIN_LIMITS.countryName} />}
          </FormField>
          <FormField control={control} name="currency" label="Currency" hint="ISO 4217 code, e.g. SGD. Empty: no default currency.">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} maxLength={3} style={{ textTransform: 'uppercase' }} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="phone_country" label="Phone country" hint="Whose dialling code phone fields start with.">
            {(field, a11y) => (
              <Select
                {...field}
                {...a11y}
                value={field.value ?? ''}
                showSearch={{ optionFilterProp: 'label' }}
                options={[{ value: '', label: 'Same as the country' }, ...regions.map((r) => ({ value: r.code, label: `${r.name} (${dialCodeOf(r.code)})` }))]}
              />
            )}
          </FormField>
          <FormField control={control} name="tax_name" label="Tax name" hint="e.g. GST or VAT. Empty with a rate of 0: no tax.">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} maxLength={ADMIN_LIMITS.taxName} />}
          </FormField>
          <div className="adm-form-pair">
            <FormField control={control} name="tax_rate" label="Tax rate (%)">
              {(field, a11y) => <InputNumber<number> {...field} {...a11y} style={{ width: '100%' }} inputMode="decimal" min={0} max={ADMIN_LIMITS.maxTaxRate} step={0.01} />}
            </FormField>
            <FormField control={control} name="service_fee_percent" label="Service fee (%)" hint="Kept from the venue's payout.">
              {(field, a11y) => <InputNumber<number> {...field} {...a11y} style={{ width: '100%' }} inputMode="decimal" min={0} max={ADMIN_LIMITS.maxServiceFee} step={0.01} />}
            </FormField>
          </div>
          <FormField control={control} name="prices_include_tax" label="Prices include tax" hint="On: venues enter prices with tax; off: tax is added on top.">
            {({ value, onChange, ref, disabled }, a11y) => <Switch ref={ref} checked={Boolean(value)} onChange={onChange} disabled={disabled} {...a11y} />}
          </FormField>
          {mode === 'create' && (
            <FormField control={control} name="enabled" label="Enabled" hint="Off: visitors do not see it yet.">
              {({ value, onChange, ref, disabled }, a11y) => <Switch ref={ref} checked={Boolean(value)} onChange={onChange} disabled={disabled} {...a11y} />}
            </FormField>
          )}
        </div>
      </Form>
      {!readOnly && (
        <Flex wrap gap={8}>
          <SubmitButton busy={isSubmitting} wide={false} disabled={mode === 'edit' && !isDirty}>
            {submitLabel}
          </SubmitButton>
          {actions}
        </Flex>
      )}
    </form>
  );
}
