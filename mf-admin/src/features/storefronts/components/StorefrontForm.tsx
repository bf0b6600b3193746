import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { ADMIN_LIMITS } from '@venues/contracts';
import { countries } from '@venues/geo';
import { FormField } from '@venues/ui';
import { createResolver, editResolver, EMPTY_STOREFRONT, prefillFor, type StorefrontField, type StorefrontFormValues } from '../lib/formValues';
import type { FormOutcome } from '../lib/outcome';

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

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/**
 * A storefront's settings: the country (new storefronts only: `cca2` never changes), its name,
 * currency, tax, service fee and phone country. Checked by the contracts' schema as the API checks
 * it; the server's field errors land on their fields.
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

  const countryOptions = useMemo(
    () =>
      countries
        .map((c) => ({
          value: c.cca2,
          label: `${c.name} (${c.cca2.toUpperCase()})${taken.includes(c.cca2) ? ' — already a storefront' : ''}`,
        }))
        .sort(byName),
    [taken],
  );
  const phoneOptions = useMemo(
    () => countries.filter((c) => c.dialCodes.length > 0).map((c) => ({ value: c.cca2, label: `${c.name} (${c.dialCodes[0]})` })),
    [],
  );

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

  return (
    <Form layout="vertical" component={false} requiredMark={false} disabled={readOnly}>
      <form noValidate onSubmit={submit} aria-label="Storefront settings" style={{ maxWidth: 760 }}>
        {message && <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16 }} />}
        <Row gutter={16}>
          {mode === 'create' && (
            <Col xs={24} sm={12}>
              <FormField control={control} name="cca2" label="Country" hint="The storefront answers at /<code>, e.g. /jp. It cannot change later.">
                {(field, a11y) => (
                  <Select
                    {...a11y}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Choose a country"
                    value={field.value || undefined}
                    options={countryOptions}
                    onBlur={field.onBlur}
                    onChange={(cca2: string) => {
                      field.onChange(cca2);
                      for (const [k, v] of Object.entries(prefillFor(cca2))) setValue(k as StorefrontField, v, { shouldDirty: true });
                    }}
                  />
                )}
              </FormField>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <FormField control={control} name="country_name" label="Name" hint="As visitors read it in the country menu.">
              {(field, a11y) => <Input {...field} {...a11y} maxLength={ADMIN_LIMITS.countryName} />}
            </FormField>
          </Col>
          <Col xs={24} sm={12}>
            <FormField control={control} name="currency" label="Currency" hint="ISO 4217 code, e.g. SGD. Empty: no default currency.">
              {(field, a11y) => <Input {...field} {...a11y} maxLength={3} style={{ textTransform: 'uppercase' }} autoComplete="off" />}
            </FormField>
          </Col>
          <Col xs={24} sm={12}>
            <FormField control={control} name="phone_country" label="Phone country" hint="Whose dialling code phone fields start with.">
              {(field, a11y) => (
                <Select {...a11y} showSearch={{ optionFilterProp: 'label' }} placeholder="Same as the country" allowClear value={field.value || undefined} options={phoneOptions} onBlur={field.onBlur} onChange={(v?: string) => field.onChange(v ?? '')} />
              )}
            </FormField>
          </Col>
          <Col xs={24} sm={12}>
            <FormField control={control} name="tax_name" label="Tax name" hint="e.g. GST or VAT. Empty with a rate of 0: no tax.">
              {(field, a11y) => <Input {...field} {...a11y} maxLength={ADMIN_LIMITS.taxName} />}
            </FormField>
          </Col>
          <Col xs={12} sm={6}>
            <FormField control={control} name="tax_rate" label="Tax rate (%)">
              {(field, a11y) => <InputNumber {...a11y} ref={field.ref} value={field.value} onBlur={field.onBlur} onChange={(v) => field.onChange(v)} min={0} max={ADMIN_LIMITS.maxTaxRate} step={0.01} suffix="%" style={{ width: '100%' }} />}
            </FormField>
          </Col>
          <Col xs={12} sm={6}>
            <FormField control={control} name="service_fee_percent" label="Service fee (%)" hint="Kept from the venue's payout.">
              {(field, a11y) => <InputNumber {...a11y} ref={field.ref} value={field.value} onBlur={field.onBlur} onChange={(v) => field.onChange(v)} min={0} max={ADMIN_LIMITS.maxServiceFee} step={0.01} suffix="%" style={{ width: '100%' }} />}
            </FormField>
          </Col>
          <Col xs={24} sm={12}>
            <FormField control={control} name="prices_include_tax" label="Prices include tax" hint="On: venues enter prices with tax; off: tax is added on top.">
              {(field, a11y) => <Switch {...a11y} ref={field.ref} checked={field.value} onChange={field.onChange} />}
            </FormField>
          </Col>
          {mode === 'create' && (
            <Col xs={24} sm={12}>
              <FormField control={control} name="enabled" label="Enabled" hint="Off: visitors do not see it yet.">
                {(field, a11y) => <Switch {...a11y} ref={field.ref} checked={field.value} onChange={field.onChange} />}
              </FormField>
            </Col>
          )}
        </Row>
        {!readOnly && (
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={isSubmitting || (mode === 'edit' && !isDirty)}>
              {submitLabel}
            </Button>
            {actions}
          </Space>
        )}
      </form>
    </Form>
  );
}
