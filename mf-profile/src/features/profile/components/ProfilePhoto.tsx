import { useState } from 'react';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { PROFILE_PICTURE, type User } from '@venues/contracts';
import { toApiError, userApi } from '@venues/api-client';
import { FormNotice, FormProblem } from './FormProblem';

const TYPE_LABEL = 'JPEG, PNG or WebP';
const MAX_MB = PROFILE_PICTURE.maxBytes / (1024 * 1024);

/** The client's first look at a chosen file (the server checks the content itself). */
export function checkPictureFile(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PICTURE.types as readonly string[]).includes(file.type)) return `Choose a ${TYPE_LABEL} image.`;
  if (file.size > PROFILE_PICTURE.maxBytes) return `The image is larger than ${MAX_MB} MB. Choose a smaller one.`;
  if (file.size === 0) return 'The file is empty. Choose another image.';
  return null;
}

function initials(user: User): string {
  const letters = [user.first_name || user.givenName, user.last_name || user.surname].map((s) => (s ?? '').trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** Upload (antd Upload, with progress), replace or remove (Popconfirm) the profile photo. */
export function ProfilePhoto({ user }: { user: User }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [message, setMessage] = useState<{ type: 'error' | 'success'; text: string } | null>(null);

  const upload = async (file: File) => {
    const problem = checkPictureFile(file);
    if (problem) {
      setMessage({ type: 'error', text: problem });
      return;
    }
    setMessage(null);
    setProgress(0);
    try {
      await userApi.uploadProfilePicture(user._id, file, { onProgress: setProgress });
      setMessage({ type: 'success', text: 'Your photo has been updated.' });
    } catch (e) {
      setMessage({ type: 'error', text: toApiError(e).message });
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setRemoving(true);
    setMessage(null);
    try {
      await userApi.removeProfilePicture(user._id);
      setMessage({ type: 'success', text: 'Your photo has been removed.' });
    } catch (e) {
      setMessage({ type: 'error', text: toApiError(e).message });
    } finally {
      setRemoving(false);
    }
  };

  const busy = progress !== null || removing;
  return (
    <div className="pf-photo">
      {user.profile_picture ? (
        <Avatar size={96} src={<img src={user.profile_picture} alt="Your profile photo" />} />
      ) : (
        <Avatar size={96} style={{ fontSize: 40 }}>
          <span aria-hidden="true">{initials(user)}</span>
        </Avatar>
      )}
      <div style={{ flex: '1 1 240px' }}>
        <Space wrap>
          <Upload
            id="pf-photo-file"
            accept={PROFILE_PICTURE.types.join(',')}
            showUploadList={false}
            maxCount={1}
            disabled={busy}
            beforeUpload={(file) => {
              void upload(file);
              // Sent by userApi (with its progress), not by antd's own request.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button type="primary" disabled={busy} loading={progress !== null}>
              {user.profile_picture ? 'Change photo' : 'Upload a photo'}
            </Button>
          </Upload>
          {user.profile_picture && (
            <Popconfirm
              title="Remove your photo?"
              description="Venues will see your initials instead."
              okText="Remove"
              cancelText="Keep it"
              okButtonProps={{ danger: true, loading: removing }}
              onConfirm={() => remove()}
            >
              <Button danger disabled={busy}>
                Remove
              </Button>
            </Popconfirm>
          )}
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {TYPE_LABEL}, up to {MAX_MB} MB. We crop it to a square.
        </Typography.Paragraph>
        {progress !== null && <Progress percent={Math.round(progress * 100)} aria-label="Upload progress" style={{ maxWidth: 320 }} />}
      </div>
      {message && (
        <div style={{ flexBasis: '100%' }}>{message.type === 'error' ? <FormProblem message={message.text} /> : <FormNotice kind="success" title={message.text} />}</div>
      )}
    </div>
  );
}
