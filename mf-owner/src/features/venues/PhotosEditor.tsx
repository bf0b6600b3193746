import { useState } from 'react';
import { App, Button, Input, Popconfirm, Progress, Tag, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { LISTING_PHOTO_LIMITS, type OwnerPhoto, type PhotosOrder } from '@venues/contracts';
import { toApiError } from '@venues/api-client';

export interface PhotosEditorProps {
  photos: OwnerPhoto[];
  /** The most photos allowed (a venue 30, a space 20). */
  max: number;
  editable: boolean;
  /** Each call answers the photos as stored. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<OwnerPhoto[]>;
  order: (body: PhotosOrder) => Promise<OwnerPhoto[]>;
  remove: (photoId: string) => Promise<OwnerPhoto[]>;
}

const MB = LISTING_PHOTO_LIMITS.maxBytes / 1024 / 1024;

/** What the browser can tell before uploading (the server checks the content and the pixels again). */
export function photoProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(LISTING_PHOTO_LIMITS.types as readonly string[]).includes(file.type)) return `${file.name}: upload a JPEG, PNG or WebP photo.`;
  if (file.size > LISTING_PHOTO_LIMITS.maxBytes) return `${file.name} is larger than ${MB} MB: export it smaller and try again.`;
  return null;
}

/**
 * Photos of a venue or a space: upload (drag and drop or choose), captions, order and cover (the
 * first photo), removal after a confirmation. Resizing happens on the server (sharp).
 */
export function PhotosEditor({ photos: initial, max, editable, upload, order, remove }: PhotosEditorProps) {
  const { message } = App.useApp();
  const [photos, setPhotos] = useState(initial);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [captions, setCaptions] = useState<Record<string, string>>({});

  async function run(call: () => Promise<OwnerPhoto[]>, done?: string) {
    try {
      setPhotos(await call());
      if (done) void message.success(done);
    } catch (e) {
      void message.error(toApiError(e).message);
    }
  }
  const body = (list: OwnerPhoto[]): PhotosOrder => ({ photos: list.map((p) => ({ _id: p._id, caption: captions[p._id] ?? p.caption })) });
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [p] = next.splice(from, 1);
    next.splice(to, 0, p!);
    void run(() => order(body(next)), to === 0 ? 'Cover photo changed' : undefined);
  };

  return (
    <div className="own-photos">
      {editable && photos.length < max && (
        <Upload.Dragger
          multiple
          accept={LISTING_PHOTO_LIMITS.types.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = photoProblem(file);
            if (problem) void message.error(problem);
            return problem ? Upload.LIST_IGNORE : true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            const f = file as File;
            setProgress((p) => ({ ...p, [f.name]: 0 }));
            upload(f, (fraction) => setProgress((p) => ({ ...p, [f.name]: fraction })))
              .then((stored) => {
                setPhotos(stored);
                onSuccess?.(null);
              })
              .catch((e: unknown) => {
                void message.error(`${f.name}: ${toApiError(e).message}`);
                onError?.(e as Error);
              })
              .finally(() => setProgress(({ [f.name]: _, ...rest }) => rest));
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>Drop photos here or choose them</p>
          <p className="own-muted">
            JPEG, PNG or WebP, up to {MB} MB, at least {LISTING_PHOTO_LIMITS.minWidth}×{LISTING_PHOTO_LIMITS.minHeight} pixels. {photos.length} of {max} used.
          </p>
        </Upload.Dragger>
      )}
      {Object.entries(progress).map(([name, fraction]) => (
        <div key={name} aria-label={`Uploading ${name}`}>
          {name} <Progress percent={Math.round(fraction * 100)} size="small" />
        </div>
      ))}
      {photos.length === 0 ? (
        <p className="own-muted">No photos yet. Venues with 5 or more bright photos get the most enquiries.</p>
      ) : (
        <ol className="own-photo-list" aria-label="Photos, the first is the cover">
          {photos.map((p, i) => (
            <li key={p._id}>
              <img src={p.thumb_url} alt={p.caption || `Photo ${i + 1}`} width={240} height={Math.round((240 * p.height) / p.width) || 160} />
              {i === 0 && <Tag color="gold">Cover</Tag>}
              <Input
                aria-label={`Caption of photo ${i + 1}`}
                placeholder="Caption (what guests see)"
                maxLength={LISTING_PHOTO_LIMITS.caption}
                disabled={!editable}
                value={captions[p._id] ?? p.caption}
                onChange={(e) => setCaptions((c) => ({ ...c, [p._id]: e.target.value }))}
                onBlur={() => captions[p._id] !== undefined && captions[p._id] !== p.caption && void run(() => order(body(photos)), 'Caption saved')}
              />
              {editable && (
                <div className="own-photo-actions">
                  {i > 0 && (
                    <Button size="small" onClick={() => move(i, 0)}>
                      Make cover
                    </Button>
                  )}
                  <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`}>
                    ←
                  </Button>
                  <Button size="small" disabled={i === photos.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`}>
                    →
                  </Button>
                  <Popconfirm title="Remove this photo?" description="It leaves the page at once." okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => run(() => remove(p._id), 'Photo removed')}>
                    <Button size="small" danger>
                      Remove
                    </Button>
                  </Popconfirm>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
