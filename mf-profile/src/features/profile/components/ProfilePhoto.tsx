import { useRef, useState } from 'react';
import { Alert, Avatar, Button, Flex, Popconfirm, Progress, Typography } from 'antd';
import { PROFILE_PICTURE, type User } from '@venues/contracts';
import { toApiError, userApi } from '@venues/api-client';

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

/** Upload, replace or remove the profile photo. */
export function ProfilePhoto({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
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
      if (input.current) input.current.value = '';
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
    <Flex gap={24} align="center" wrap>
      <Avatar size={96} src={user.profile_picture || undefined} alt={user.profile_picture ? 'Your profile photo' : undefined}>
        {initials(user)}
      </Avatar>
      <div style={{ flex: '1 1 240px' }}>
        <input
          ref={input}
          id="pf-photo-file"
          type="file"
          accept={PROFILE_PICTURE.types.join(',')}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => input.current?.click()} disabled={busy} loading={progress !== null}>
            {user.profile_picture ? 'Change photo' : 'Upload a photo'}
          </Button>
          {user.profile_picture && (
            <Popconfirm title="Remove your photo?" okText="Remove" okButtonProps={{ danger: true }} cancelText="Keep it" onConfirm={remove}>
              <Button danger disabled={busy} loading={removing}>
                Remove
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {TYPE_LABEL}, up to {MAX_MB} MB. We crop it to a square.
        </Typography.Paragraph>
        {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" aria-label="Upload progress" />}
      </div>
      {message && (
        <Alert role={message.type === 'error' ? 'alert' : 'status'} type={message.type} showIcon title={message.text} style={{ flexBasis: '100%' }} />
      )}
    </Flex>
  );
}
