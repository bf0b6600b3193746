import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import { announcementInput } from '@venues/contracts';
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

// The contracts schema is the validator, so the form and the API reject the same inputs with
// the same messages. Its input type is looser than the form's values (optional defaults).
const resolver = zodResolver(announcementInput) as unknown as Resolver<AnnouncementFormValues, unknown, ParsedAnnouncementForm>;

type FieldPath = 'title' | 'description' | 'attachment.path' | 'active' | 'target' | 'target_device';

export function AnnouncementForm({ initialValues = EMPTY_FORM, onSubmit, submitLabel, requireChanges, readOnly, actions }: AnnouncementFormProps) {
  const id = useId();
  const fid = (name: FieldPath) => `${id}-${name.replace('.', '-')}`;
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const {
    control,
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

  const errorOf = (name: FieldPath): string | undefined =>
    name === 'attachment.path' ? (errors.attachment?.path?.message ?? errors.attachment?.message) : errors[name]?.message;

  const status = (name: FieldPath) => (errorOf(name) ? ('error' as const) : undefined);
  // Errors go in `help`, standing hints in `extra`: antd spaces the two apart from the next field.
  const help = (name: FieldPath) => {
    const message = errorOf(name);
    return message ? <span id={`${fid(name)}-error`}>{message}</span> : undefined;
  };
  const hint = (name: FieldPath, text: string) => <span id={`${fid(name)}-hint`}>{text}</span>;
  const aria = (name: FieldPath, hinted?: boolean) => ({
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': [errorOf(name) && `${fid(name)}-error`, hinted && `${fid(name)}-hint`].filter(Boolean).join(' ') || undefined,
  });

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
    <Row gutter={[32, 24]}>
      <Col xs={24} lg={13}>
        <Form layout="vertical" component={false} requiredMark={false} disabled={readOnly}>
          <form noValidate onSubmit={submit} aria-label="Announcement">
            {formMessage && <Alert type="error" showIcon title={formMessage} style={{ marginBottom: 16 }} role="alert" />}

            <Form.Item label="Title" htmlFor={fid('title')} validateStatus={status('title')} help={help('title')}>
              <Controller
                control={control}
                name="title"
                render={({ field }) => <Input {...field} id={fid('title')} maxLength={120} showCount {...aria('title')} />}
              />
            </Form.Item>

            <Form.Item label="Description" style={{ marginBottom: 32 }} htmlFor={fid('description')} validateStatus={status('description')} help={help('description')}>
              <Controller
                control={control}
                name="description"
                render={({ field }) => (
                  <Input.TextArea {...field} id={fid('description')} rows={6} maxLength={5000} showCount {...aria('description')} />
                )}
              />
            </Form.Item>

            <Form.Item
              label="Image URL (optional)"
              htmlFor={fid('attachment.path')}
              validateStatus={status('attachment.path')}
              help={help('attachment.path')}
              extra={hint('attachment.path', 'An https:// address, or a path on this site starting with /.')}
            >
              <Controller
                control={control}
                name="attachment.path"
                render={({ field }) => (
                  <Input {...field} id={fid('attachment.path')} type="url" inputMode="url" placeholder="https://…" {...aria('attachment.path', true)} />
                )}
              />
            </Form.Item>

            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item label="Show to" htmlFor={fid('target')} validateStatus={status('target')} help={help('target')}>
                  <Controller
                    control={control}
                    name="target"
                    render={({ field }) => (
                      <Select id={fid('target')} options={TARGET_OPTIONS} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                    )}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="On" htmlFor={fid('target_device')} validateStatus={status('target_device')} help={help('target_device')}>
                  <Controller
                    control={control}
                    name="target_device"
                    render={({ field }) => (
                      <Select
                        id={fid('target_device')}
                        options={DEVICE_OPTIONS}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                      />
                    )}
                  />
                </Form.Item>
              </Col>
            </Row>

            <Form.Item label="Active" htmlFor={fid('active')} validateStatus={status('active')} help={help('active')} extra={hint('active', 'Only active announcements are shown to users.')}>
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <Switch id={fid('active')} checked={field.value} onChange={field.onChange} ref={field.ref} {...aria('active', true)} />
                )}
              />
            </Form.Item>

            {!readOnly && (
              <Space wrap>
                <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={isSubmitting || (requireChanges && !isDirty)}>
                  {submitLabel}
                </Button>
                {actions}
              </Space>
            )}
          </form>
        </Form>
      </Col>
      <Col xs={24} lg={11}>
        <AnnouncementPreview title={title} description={description} imagePath={imagePath} />
      </Col>
    </Row>
  );
}
