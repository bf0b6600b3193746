import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Result, Select } from 'antd';
import type { z } from 'zod';
import { contactMessageBody, type ContactMessageBody } from '@venues/contracts';
import { contactApi, fieldErrors, toApiError } from '@venues/api-client';
import { CONTACT_TOPICS } from './topics';

type Output = z.output<typeof contactMessageBody>;
const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const satisfies readonly FieldPath<ContactMessageBody>[];

const EMPTY: ContactMessageBody = { name: '', email: '', phone: '', topic: 'general', message: '' };

/** The public contact form: zod rules from @venues/contracts on the client, server field errors mapped back. */
export function ContactForm({ country }: { country: string }) {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageBody, unknown, Output>({ resolver: zodResolver(contactMessageBody), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await contactApi.send({ ...values, country });
      setSent(true);
    } catch (e) {
      const byField = fieldErrors(e);
      let mapped = false;
      for (const f of FIELDS) {
        const message = byField[f];
        if (message) {
          setError(f, { type: 'server', message }, { shouldFocus: !mapped });
          mapped = true;
        }
      }
      // Anything not tied to a field (rate limit, network, server error) goes above the form.
      if (!mapped) setFormError(toApiError(e).message);
    }
  });

  if (sent) {
    return (
      <Result
        status="success"
        title="Thank you — your message has been sent"
        subTitle="Our team will reply by e-mail, usually within one business day."
        extra={
          <Button
            onClick={() => {
              reset(EMPTY);
              setSent(false);
            }}
          >
            Send another message
          </Button>
        }
      />
    );
  }

  const status = (f: (typeof FIELDS)[number]) => (errors[f] ? ('error' as const) : undefined);

  return (
    // antd's Form is only the layout and the <form> element here; react-hook-form owns the values.
    <Form layout="vertical" onFinish={() => void onSubmit()} noValidate aria-label="Contact us">
      {formError && <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label="Name" htmlFor="contact-name" required validateStatus={status('name')} help={errors.name?.message}>
        <Controller
          control={control}
          name="name"
          render={({ field }) => <Input {...field} id="contact-name" autoComplete="name" aria-invalid={!!errors.name} />}
        />
      </Form.Item>
      <Form.Item label="Email" htmlFor="contact-email" required validateStatus={status('email')} help={errors.email?.message}>
        <Controller
          control={control}
          name="email"
          render={({ field }) => <Input {...field} id="contact-email" type="email" autoComplete="email" aria-invalid={!!errors.email} />}
        />
      </Form.Item>
      <Form.Item label="Phone" htmlFor="contact-phone" validateStatus={status('phone')} help={errors.phone?.message}>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <Input {...field} value={field.value ?? ''} id="contact-phone" type="tel" autoComplete="tel" aria-invalid={!!errors.phone} />
          )}
        />
      </Form.Item>
      <Form.Item label="Topic" htmlFor="contact-topic" validateStatus={status('topic')} help={errors.topic?.message}>
        <Controller
          control={control}
          name="topic"
          render={({ field }) => (
            <Select
              id="contact-topic"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              options={CONTACT_TOPICS.map((t) => ({ value: t.value, label: t.label }))}
            />
          )}
        />
      </Form.Item>
      <Form.Item label="Message" htmlFor="contact-message" required validateStatus={status('message')} help={errors.message?.message}>
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <Input.TextArea {...field} id="contact-message" rows={6} showCount maxLength={5000} aria-invalid={!!errors.message} />
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isSubmitting} disabled={isSubmitting} style={{ marginTop: 8 }}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </Form>
  );
}
