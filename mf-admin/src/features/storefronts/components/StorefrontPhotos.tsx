import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { UploadOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { ADMIN_LIMITS, LISTING_PHOTO_LIMITS, type AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ConfirmDialog } from '../../../components/kit';
import { ui } from '@venues/session';
import { actionMessage } from '../../../lib/errors';

const MB = 1024 * 1024;

/**
 * The storefront's photos (the first is its hero on the home page): upload one at a time (the venue
 * photos' limits), move left or right, remove (asked first). Reordering and removing send the whole
 * list (PATCH photo). (antd).
 */
export function StorefrontPhotos({ storefront: s, canManage, onChanged }: { storefront: AdminStorefront; canManage: boolean; onChanged: (s: AdminStorefront) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const full = s.photo.length >= ADMIN_LIMITS.photosPerStorefront;

  const save = async (photo: { path: string }[], done: string) => {
    setError(null);
    setBusy(true);
    try {
      onChanged(await adminApi.patchStorefront(s._id, { photo }));
      ui.showSnackbar(done, 'success');
    } catch (e) {
      setError(actionMessage(e, 'The photos were not changed'));
    } finally {
      setBusy(false);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...s.photo];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    void save(next, `Photo moved to position ${to + 1}`);
  };

  const upload = async (file: File) => {
    setError(null);
    if (!(LISTING_PHOTO_LIMITS.types as readonly string[]).includes(file.type)) {
      setError('Choose a JPEG, PNG or WebP image.');
      return;
    }
    if (file.size > LISTING_PHOTO_LIMITS.maxBytes) {
      setError(`That image is over ${LISTING_PHOTO_LIMITS.maxBytes / MB} MB. Choose a smaller one.`);
      return;
    }
    setProgress(0);
    try {
      onChanged(await adminApi.uploadStorefrontPhoto(s._id, file, { onProgress: (f) => setProgress(Math.round(f * 100)) }));
      ui.showSnackbar('Photo added', 'success');
    } catch (e) {
      setError(actionMessage(e, 'The photo was not added'));
    } finally {
      setProgress(null);
    }
  };

  const remove = async (index: number) => {
    await save(
      s.photo.filter((_, j) => j !== index),
      'Photo removed',
    );
    setRemoving(null);
  };

  return (
    <section className="adm-panel" aria-labelledby="storefront-photos">
      <h2 id="storefront-photos">Photos</h2>
      <Typography.Paragraph type="secondary">
        The first photo is the storefront’s picture on its home page. At most {ADMIN_LIMITS.photosPerStorefront}; JPEG, PNG or WebP, at least {LISTING_PHOTO_LIMITS.minWidth}×{LISTING_PHOTO_LIMITS.minHeight} pixels.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error} closable={{ 'aria-label': 'Dismiss' }} onClose={() => setError(null)} style={{ marginBottom: 16 }} />}
      {s.photo.length === 0 ? (
        <Empty description="No photos yet: the home page shows the site’s default picture." />
      ) : (
        <ol className="adm-photos" aria-label="Photos, in order">
          {s.photo.map((p, i) => (
            <li key={`${p.path}-${i}`}>
              <img src={p.path} alt={`Photo ${i + 1} of ${s.country_name}`} loading="lazy" />
              {canManage && (
                <Flex wrap gap={8}>
                  <Button size="small" disabled={busy || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`} icon={<span aria-hidden="true">←</span>} />
                  <Button size="small" disabled={busy || i === s.photo.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`} icon={<span aria-hidden="true">→</span>} />
                  <Button size="small" danger disabled={busy} onClick={() => setRemoving(i)} aria-label={`Remove photo ${i + 1}`}>
                    Remove
                  </Button>
                </Flex>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog open={removing !== null} title={`Remove photo ${(removing ?? 0) + 1}?`} okText="Remove" cancelText="Cancel" danger busy={busy} onOk={() => removing !== null && void remove(removing)} onCancel={() => setRemoving(null)} />
      {canManage && (
        <Flex wrap gap={8} align="center">
          {/* The native file input is hidden: the button (a real button, for the keyboard) opens its picker. */}
          <input
            ref={fileInput}
            type="file"
            className="adm-visually-hidden"
            accept={LISTING_PHOTO_LIMITS.types.join(',')}
            disabled={full || progress !== null}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button disabled={full || progress !== null} loading={progress !== null} onClick={() => fileInput.current?.click()} icon={<UploadOutlined />}>
            Add a photo
          </Button>
          {full && <Typography.Text type="secondary">{ADMIN_LIMITS.photosPerStorefront} photos is the most: remove one to add another.</Typography.Text>}
          {progress !== null && <Progress percent={progress} aria-label="Upload progress" style={{ width: 240 }} />}
        </Flex>
      )}
    </section>
  );
}
