import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ADMIN_LIMITS } from '@venues/contracts';
import { dialCodeOf, regionOptions } from '@venues/geo';
import { lazyResolver } from '@venues/mf-kit';
import { Field, SubmitButton } from '../../../components/kit';
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

/** An empty number field is null (refused by the schema with its own message), not NaN. */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * A storefront's settings: the country (new storefronts only: `cca2` never changes), its name,
 * currency, tax, service fee and phone country. Checked by the contracts' schema as the API checks
 * it; the server's field errors land on their fields. Drawn without antd (plain.css): the country
 * lists come from libphonenumber-js and the browser's region names; the world-countries table
 * (about 150 KB gzip) downloads only when a new storefront's country is picked, to fill its name,
 * currency and phone country (docs/decisions.md "Signed-in pages without antd").
 */
export function StorefrontForm({ mode, initialValues = EMPTY_STOREFRONT, taken = [], readOnly, submitLabel, actions, onSubmit }: StorefrontFormProps) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isSubmitting, isDirty, errors },
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

  const cca2 = register('cca2');
  const pickCountry = async (code: string) => {
    for (const [k, v] of Object.entries(await prefillFor(code))) setValue(k as StorefrontField, v, { shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Storefront settings" style={{ maxWidth: 760 }}>
      {message && (
        <p className="ui-alert ui-alert--error" role="alert">
          <span>{message}</span>
        </p>
      )}
      <fieldset disabled={readOnly} className="adm-form-grid">
        {mode === 'create' && (
          <Field id={`${id}-cca2`} label="Country" hint="The storefront answers at /<code>, e.g. /jp. It cannot change later." error={errors.cca2?.message}>
            {(a11y) => (
              <select
                {...cca2}
                {...a11y}
                className="ui-select"
                onChange={(e) => {
                  void cca2.onChange(e);
                  void pickCountry(e.target.value);
                }}
              >
                <option value="" disabled>
                  Choose a country
                </option>
                {regions.map((r) => (
                  <option key={r.code} value={r.code}>
                    {`${r.name} (${r.code.toUpperCase()})${taken.includes(r.code) ? ' — already a storefront' : ''}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id={`${id}-name`} label="Name" hint="As visitors read it in the country menu." error={errors.country_name?.message}>
          {(a11y) => <input {...register('country_name')} {...a11y} className="ui-input" maxLength={ADMIN_LIMITS.countryName} />}
        </Field>
        <Field id={`${id}-currency`} label="Currency" hint="ISO 4217 code, e.g. SGD. Empty: no default currency." error={errors.currency?.message}>
          {(a11y) => <input {...register('currency')} {...a11y} className="ui-input" maxLength={3} style={{ textTransform: 'uppercase' }} autoComplete="off" />}
        </Field>
        <Field id={`${id}-phone`} label="Phone country" hint="Whose dialling code phone fields start with." error={errors.phone_country?.message}>
          {(a11y) => (
            <select {...register('phone_country')} {...a11y} className="ui-select">
              <option value="">Same as the country</option>
              {regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {`${r.name} (${dialCodeOf(r.code)})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-tax-name`} label="Tax name" hint="e.g. GST or VAT. Empty with a rate of 0: no tax." error={errors.tax_name?.message}>
          {(a11y) => <input {...register('tax_name')} {...a11y} className="ui-input" maxLength={ADMIN_LIMITS.taxName} />}
        </Field>
        <div className="adm-form-pair">
          <Field id={`${id}-tax-rate`} label="Tax rate (%)" error={errors.tax_rate?.message}>
            {(a11y) => <input {...register('tax_rate', { setValueAs: numberOrNull })} {...a11y} className="ui-input" type="number" inputMode="decimal" min={0} max={ADMIN_LIMITS.maxTaxRate} step={0.01} />}
          </Field>
          <Field id={`${id}-fee`} label="Service fee (%)" hint="Kept from the venue's payout." error={errors.service_fee_percent?.message}>
            {(a11y) => <input {...register('service_fee_percent', { setValueAs: numberOrNull })} {...a11y} className="ui-input" type="number" inputMode="decimal" min={0} max={ADMIN_LIMITS.maxServiceFee} step={0.01} />}
          </Field>
        </div>
        <Field id={`${id}-inclusive`} label="Prices include tax" hint="On: venues enter prices with tax; off: tax is added on top." error={errors.prices_include_tax?.message}>
          {(a11y) => <input {...register('prices_include_tax')} {...a11y} type="checkbox" role="switch" className="ui-switch" />}
        </Field>
        {mode === 'create' && (
          <Field id={`${id}-enabled`} label="Enabled" hint="Off: visitors do not see it yet." error={errors.enabled?.message}>
            {(a11y) => <input {...register('enabled')} {...a11y} type="checkbox" role="switch" className="ui-switch" />}
          </Field>
        )}
      </fieldset>
      {!readOnly && (
        <div className="adm-actions">
          <SubmitButton busy={isSubmitting} wide={false} disabled={mode === 'edit' && !isDirty}>
            {submitLabel}
          </SubmitButton>
          {actions}
        </div>
      )}
    </form>
  );
}
