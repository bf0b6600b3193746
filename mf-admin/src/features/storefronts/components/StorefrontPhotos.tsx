import { useState } from 'react';
import { Alert, Button, Popconfirm, Progress, Typography, Upload } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ADMIN_LIMITS, LISTING_PHOTO_LIMITS, type AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { EmptyState } from '@venues/ui';
import { actionMessage } from '../../../lib/errors';

const MB = 1024 * 1024;

/**
 * The storefront's photos (the first is its hero on the home page): upload one at a time (the venue
 * photos' limits), move left or right, remove. Reordering and removing send the whole list (PATCH photo).
 */
export function StorefrontPhotos({ storefront: s, canManage, onChanged }: { storefront: AdminStorefront; canManage: boolean; onChanged: (s: AdminStorefront) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
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

  return (
    <section className="adm-panel" aria-labelledby="storefront-photos">
      <h2 id="storefront-photos">Photos</h2>
      <Typography.Paragraph type="secondary">
        The first photo is the storefront’s picture on its home page. At most {ADMIN_LIMITS.photosPerStorefront}; JPEG, PNG or WebP, at least {LISTING_PHOTO_LIMITS.minWidth}×{LISTING_PHOTO_LIMITS.minHeight} pixels.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} closable onClose={() => setError(null)} />}
      {s.photo.length === 0 ? (
        <EmptyState description="No photos yet: the home page shows the site’s default picture." />
      ) : (
        <ol className="adm-photos" aria-label="Photos, in order">
          {s.photo.map((p, i) => (
            <li key={`${p.path}-${i}`}>
              <img src={p.path} alt={`Photo ${i + 1} of ${s.country_name}`} loading="lazy" />
              {canManage && (
                <div className="adm-actions">
                  <Button size="small" icon={<ArrowLeftOutlined />} disabled={busy || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`} />
                  <Button size="small" icon={<ArrowRightOutlined />} disabled={busy || i === s.photo.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`} />
                  <Popconfirm title={`Remove photo ${i + 1}?`} okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => save(s.photo.filter((_, j) => j !== i), 'Photo removed')}>
                    <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} aria-label={`Remove photo ${i + 1}`} />
                  </Popconfirm>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {canManage && (
        <>
          <Upload
            accept={LISTING_PHOTO_LIMITS.types.join(',')}
            showUploadList={false}
            disabled={full || progress !== null}
            beforeUpload={(file) => {
              void upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={full || progress !== null}>
              Add a photo
            </Button>
          </Upload>
          {full && <Typography.Text type="secondary"> {ADMIN_LIMITS.photosPerStorefront} photos is the most: remove one to add another.</Typography.Text>}
          {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" style={{ maxWidth: 320 }} />}
        </>
      )}
    </section>
  );
}
