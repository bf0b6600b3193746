import { useRef, useState } from 'react';
import { ConfirmDialog } from '@venues/mf-kit';
import { PROFILE_PICTURE, type User } from '@venues/contracts';
import { toApiError, userApi } from '@venues/api-client';
import { Notice } from '../../../components/plain/Notice';

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

/** Upload, replace or remove the profile photo. Plain (plain.css). */
export function ProfilePhoto({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
      setConfirming(false);
    }
  };

  const busy = progress !== null || removing;
  return (
    <div className="pf-photo">
      <span className="pf-avatar">{user.profile_picture ? <img src={user.profile_picture} alt="Your profile photo" /> : <span aria-hidden="true">{initials(user)}</span>}</span>
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
        <div className="pf-savebar">
          <button type="button" className="ui-button ui-button--primary" onClick={() => input.current?.click()} disabled={busy} aria-busy={progress !== null || undefined}>
            {progress !== null && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
            {user.profile_picture ? 'Change photo' : 'Upload a photo'}
          </button>
          {user.profile_picture && (
            <button type="button" className="ui-button pf-danger-button" onClick={() => setConfirming(true)} disabled={busy}>
              Remove
            </button>
          )}
        </div>
        <p className="ui-muted" style={{ margin: '8px 0 0' }}>
          {TYPE_LABEL}, up to {MAX_MB} MB. We crop it to a square.
        </p>
        {progress !== null && <progress className="pf-progress" value={Math.round(progress * 100)} max={100} aria-label="Upload progress" />}
      </div>
      {message && (
        <div style={{ flexBasis: '100%' }}>
          <Notice kind={message.type} title={message.text} />
        </div>
      )}
      {confirming && (
        <ConfirmDialog title="Remove your photo?" okText="Remove" cancelText="Keep it" danger busy={removing} onCancel={() => setConfirming(false)} onOk={() => void remove()}>
          <p style={{ margin: 0 }}>Venues will see your initials instead.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
