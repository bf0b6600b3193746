import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
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

/** The announcement's fields (antd controls bound by FormField), beside a live preview of the pop-up. */
export function AnnouncementForm({ initialValues = EMPTY_FORM, onSubmit, submitLabel, requireChanges, readOnly, actions }: AnnouncementFormProps) {
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, isDirty },
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
        {formMessage && <Alert type="error" showIcon role="alert" title={formMessage} style={{ marginBottom: 16 }} />}
        <Form layout="vertical" component={false} disabled={readOnly}>
          <FormField control={control} name="title" label="Title" hint={`${title.length} / ${TITLE_MAX}`}>
            {(field, a11y) => <Input {...field} {...a11y} maxLength={TITLE_MAX} />}
          </FormField>
          <FormField control={control} name="description" label="Description" hint={`${description.length} / ${DESCRIPTION_MAX}`}>
            {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={6} maxLength={DESCRIPTION_MAX} />}
          </FormField>
          <FormField control={control} name="attachment.path" label="Image URL (optional)" hint="An https:// address, or a path on this site starting with /.">
            {(field, a11y) => <Input {...field} value={field.value ?? ''} {...a11y} type="url" inputMode="url" placeholder="https://…" />}
          </FormField>
          <div className="ann-pair">
            <FormField control={control} name="target" label="Show to">
              {(field, a11y) => <Select {...field} {...a11y} options={TARGET_OPTIONS} />}
            </FormField>
            <FormField control={control} name="target_device" label="On">
              {(field, a11y) => <Select {...field} {...a11y} options={DEVICE_OPTIONS} />}
            </FormField>
          </div>
          <FormField control={control} name="active" label="Active" hint="Only active announcements are shown to users.">
            {({ value, onChange, ref, disabled }, a11y) => <Switch ref={ref} checked={Boolean(value)} onChange={onChange} disabled={disabled} {...a11y} />}
          </FormField>
        </Form>
        {!readOnly && (
          <Flex wrap gap={8}>
            <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={requireChanges && !isDirty}>
              {submitLabel}
            </Button>
            {actions}
          </Flex>
        )}
      </form>
      <AnnouncementPreview title={title} description={description} imagePath={imagePath} />
    </div>
  );
}
