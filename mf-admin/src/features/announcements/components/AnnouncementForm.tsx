import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { lazyResolver } from '@venues/mf-kit';
import { Field } from '../../../components/kit';
import { DEVICE_OPTIONS, TARGET_OPTIONS } from '../lib/labels';
import { EMPTY_FORM, formFieldOf, type AnnouncementFormValues, type ParsedAnnouncementForm } from '../lib/formValues';
import { AnnouncementPreview } from './AnnouncementPreview';

/** What a submit handler reports back when the server refused; nothing on success. */
export interface AnnouncementFormOutcome {
  fields?: Record<string, string>;
  message?: string;
}

export interface AnnouncementFormProps {
  initialValues?: AnnouncementFormValues;
  onSubmit: (values: ParsedAnnouncementForm) => Promise<AnnouncementFormOutcome | void>;
  submitLabel: string;
  /** Edit forms keep Save disabled until something changed. */
  requireChanges?: boolean;
  /** Read-only view for users who may not manage announcements. */
  readOnly?: boolean;
  /** Extra buttons beside Save (e.g. Delete, Cancel). */
  actions?: ReactNode;
}

// The contracts schema is the validator (lib/announcementRules.ts, downloaded at the first submit),
// so the form and the API reject the same inputs with the same messages. Its input type is looser
// than the form's values (optional defaults).
const resolver = lazyResolver(() =>
  import(/* webpackChunkName: "announcement-rules" */ '../lib/announcementRules').then((m) => m.announcementResolver),
) as unknown as Resolver<AnnouncementFormValues, unknown, ParsedAnnouncementForm>;

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 5000;

/** The announcement's fields, drawn without antd (plain.css), beside a live preview of the pop-up. */
export function AnnouncementForm({ initialValues = EMPTY_FORM, onSubmit, submitLabel, requireChanges, readOnly, actions }: AnnouncementFormProps) {
  const id = useId();
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AnnouncementFormValues, unknown, ParsedAnnouncementForm>({ resolver, defaultValues: initialValues, shouldFocusError: true });

  // A saved announcement becomes the new baseline (Save disables again until the next change).
  const baseline = JSON.stringify(initialValues);
  useEffect(() => {
    reset(JSON.parse(baseline) as AnnouncementFormValues);
  }, [baseline, reset]);

  const [title = '', description = '', imagePath = ''] = useWatch({ control, name: ['title', 'description', 'attachment.path'] });

  const submit = handleSubmit(async (values) => {
    setFormMessage(null);
    const outcome = await onSubmit(values);
    if (!outcome) return;
    let focused = false;
    for (const [serverField, message] of Object.entries(outcome.fields ?? {})) {
      const name = formFieldOf(serverField);
      if (!name) continue;
      setError(name, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    if (outcome.message && !focused) setFormMessage(outcome.message);
  });

  return (
    <div className="ann-editor">
      <form noValidate onSubmit={submit} aria-label="Announcement">
        {formMessage && (
          <div className="ui-alert ui-alert--error" role="alert">
            <span>{formMessage}</span>
          </div>
        )}
        {/* A disabled fieldset disables every control in it: the read-only view. */}
        <fieldset className="ann-fields" disabled={readOnly}>
          <Field id={`${id}-title`} label="Title" hint={`${title.length} / ${TITLE_MAX}`} error={errors.title?.message}>
            {(a11y) => <input {...register('title')} {...a11y} className="ui-input" maxLength={TITLE_MAX} />}
          </Field>
          <Field id={`${id}-description`} label="Description" hint={`${description.length} / ${DESCRIPTION_MAX}`} error={errors.description?.message}>
            {(a11y) => <textarea {...register('description')} {...a11y} className="ui-input" rows={6} maxLength={DESCRIPTION_MAX} />}
          </Field>
          <Field
            id={`${id}-image`}
            label="Image URL (optional)"
            hint="An https:// address, or a path on this site starting with /."
            error={errors.attachment?.path?.message ?? errors.attachment?.message}
          >
            {(a11y) => <input {...register('attachment.path')} {...a11y} className="ui-input" type="url" inputMode="url" placeholder="https://…" />}
          </Field>
          <div className="ann-pair">
            <Field id={`${id}-target`} label="Show to" error={errors.target?.message}>
              {(a11y) => (
                <select {...register('target')} {...a11y} className="ui-select">
                  {TARGET_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-device`} label="On" error={errors.target_device?.message}>
              {(a11y) => (
                <select {...register('target_device')} {...a11y} className="ui-select">
                  {DEVICE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field id={`${id}-active`} label="Active" hint="Only active announcements are shown to users." error={errors.active?.message}>
            {(a11y) => (
              <span>
                <input {...register('active')} {...a11y} type="checkbox" role="switch" className="ui-switch" />
              </span>
            )}
          </Field>
        </fieldset>
        {!readOnly && (
          <div className="adm-actions">
            <button
              type="submit"
              className="ui-button ui-button--primary"
              disabled={isSubmitting || (requireChanges && !isDirty)}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
              {submitLabel}
            </button>
            {actions}
          </div>
        )}
      </form>
      <AnnouncementPreview title={title} description={description} imagePath={imagePath} />
    </div>
  );
}
