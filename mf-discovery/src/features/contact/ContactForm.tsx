import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { contactMessageBody, ContactMessageBody } from '@venues/contracts';
import { lazyResolver } from '@venues/mf-kit';
import { contactApi, fieldErrors, toApiError } from '@venues/api-client';
import { CONTACT_TOPICS } from './topics';
import '../ui/ui.css';
import './contact.css';

type Output = z.output<typeof contactMessageBody>;
type Field = (typeof FIELDS)[number];
const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const satisfies readonly FieldPath<ContactMessageBody>[];
const MESSAGE_MAX = 5000;

const resolver = lazyResolver(() => import(/* webpackChunkName: "contact-rules" */ './contactRules').then((m) => m.contactResolver));

const EMPTY: ContactMessageBody = { name: '', email: '', phone: '', topic: 'general', message: '' };

/**
 * The public contact form: zod rules from @venues/contracts on the client (downloaded at the first
 * submit, lazyResolver), server field errors mapped back. Plain HTML controls, so the page loads no
 * antd (docs/adr/0087-public-pages-without-antd.md).
 */
export function ContactForm({ country }: { country: string }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The server draws this page (docs/ssr.md): until the browser has hydrated it, a click on Send
  // would submit the bare HTML form (a GET with the message in the address), so it waits.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageBody, unknown, Output>({ resolver, defaultValues: EMPTY });

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
      <div className="disc-contact-sent" role="status">
        <h2>Thank you — your message has been sent</h2>
        <p>Our team will reply by e-mail, usually within one business day.</p>
        <button
          type="button"
          className="disc-button disc-button--ghost"
          onClick={() => {
            reset(EMPTY);
            setSent(false);
          }}
        >
          Send another message
        </button>
      </div>
    );
  }

  /** The props that tie a control to its label, hint and error (the error is announced with the field). */
  const a11y = (f: Field, hint?: string) => ({
    id: `${id}-${f}`,
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': [errors[f] && `${id}-${f}-error`, hint].filter(Boolean).join(' ') || undefined,
  });
  const error = (f: Field) =>
    errors[f] && (
      <p id={`${id}-${f}-error`} className="disc-field-error">
        {errors[f]?.message}
      </p>
    );
  const length = watch('message')?.length ?? 0;

  return (
    <form className="disc-contact" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Contact us">
      {formError && (
        <p className="disc-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="disc-contact__field">
        <label htmlFor={`${id}-name`}>
          Name <span aria-hidden="true">*</span>
        </label>
        <input type="text" autoComplete="name" aria-required="true" {...a11y('name')} {...register('name')} />
        {error('name')}
      </div>
      <div className="disc-contact__field">
        <label htmlFor={`${id}-email`}>
          Email <span aria-hidden="true">*</span>
        </label>
        <input type="email" autoComplete="email" aria-required="true" {...a11y('email')} {...register('email')} />
        {error('email')}
      </div>
      <div className="disc-contact__field">
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input type="tel" autoComplete="tel" {...a11y('phone')} {...register('phone')} />
        {error('phone')}
      </div>
      <div className="disc-contact__field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select {...a11y('topic')} {...register('topic')}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div className="disc-contact__field">
        <label htmlFor={`${id}-message`}>
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea className="disc-textarea" rows={6} maxLength={MESSAGE_MAX} aria-required="true" {...a11y('message', `${id}-count`)} {...register('message')} />
        <p id={`${id}-count`} className="disc-meta disc-contact__count">
          {length} / {MESSAGE_MAX}
        </p>
        {error('message')}
      </div>
      <noscript>
        <p className="disc-meta">Sending this form needs JavaScript: please turn it on in your browser.</p>
      </noscript>
      <button type="submit" className="disc-button disc-button--primary" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
