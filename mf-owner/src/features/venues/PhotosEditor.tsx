import { useId, useRef, useState } from 'react';
import { LISTING_PHOTO_LIMITS, type OwnerPhoto, type PhotosOrder } from '@venues/contracts';
import { toApiError } from '@venues/api-client';
import { ui } from '@venues/session';
import { InboxOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';

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

/** A file waiting for its turn or on its way, with the fraction sent. */
interface Upload {
  key: string;
  name: string;
  fraction: number | null;
}

/**
 * Photos of a venue or a space: upload (drop them or choose them; one after the other, each with
 * its progress), captions, order and cover (the first photo), removal after a confirmation.
 * Resizing happens on the server (sharp). antd's Upload.Dragger (drop or choose), Progress, Popconfirm.
 */
export function PhotosEditor({ photos: initial, max, editable, upload, order, remove }: PhotosEditorProps) {
  const id = useId();
  const [photos, setPhotos] = useState(initial);
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const count = useRef(0);
  const room = max - photos.length - uploads.length;

  async function run(call: () => Promise<OwnerPhoto[]>, done?: string) {
    setBusy(true);
    try {
      setPhotos(await call());
      if (done) ui.showSnackbar(done, 'success');
      return true;
    } catch (e) {
      setProblems([toApiError(e).message]);
      return false;
    } finally {
      setBusy(false);
    }
  }
  const body = (list: OwnerPhoto[]): PhotosOrder => ({ photos: list.map((p) => ({ _id: p._id, caption: captions[p._id] ?? p.caption })) });
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [p] = next.splice(from, 1);
    next.splice(to, 0, p!);
    void run(() => order(body(next)), to === 0 ? 'Cover photo changed' : undefined);
  };

  /** Checks the files, then sends them one at a time: each answer is the whole list, so none overtakes another. */
  async function add(files: File[]) {
    const found: string[] = [];
    const fit = files.filter((f) => {
      const problem = photoProblem(f);
      if (problem) found.push(problem);
      return !problem;
    });
    const taken = fit.slice(0, Math.max(0, room));
    if (fit.length > taken.length) found.push(`At most ${max} photos: ${fit.length - taken.length} left out (${fit.slice(taken.length).map((f) => f.name).join(', ')}).`);
    setProblems(found);
    if (taken.length === 0) return;
    const queued = taken.map((file) => ({ file, key: `${++count.current}`, name: file.name }));
    setUploads((u) => [...u, ...queued.map(({ key, name }) => ({ key, name, fraction: null }))]);
    for (const { file, key } of queued) {
      const progress = (fraction: number) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, fraction } : x)));
      progress(0);
      try {
        setPhotos(await upload(file, progress));
      } catch (e) {
        setProblems((p) => [...p, `${file.name}: ${toApiError(e).message}`]);
      } finally {
        setUploads((u) => u.filter((x) => x.key !== key));
      }
    }
  }

  return (
    <div className="own-photos">
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={
            problems.length === 1 ? (
              problems[0]
            ) : (
              <ul style={{ margin: 0 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )
          }
          action={
            <Button size="small" type="text" onClick={() => setProblems([])}>
              Dismiss
            </Button>
          }
        />
      )}
      {editable && room > 0 && (
        <Upload.Dragger
          className="own-dropzone"
          multiple
          accept={LISTING_PHOTO_LIMITS.types.join(',')}
          showUploadList={false}
          // The zone is no button itself (antd would name it by all its text): a real button inside,
          // described by the rules, opens the file chooser; drops land on the whole zone.
          hasControlInside
          // Nothing goes up by antd's own request: once antd has the whole batch (dropped or chosen),
          // add() checks it and sends the files one at a time with their progress.
          beforeUpload={(file, list) => {
            if (file === list[list.length - 1]) void add(list as File[]);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden="true" />
          </p>
          <p className="ant-upload-text">Drop photos here, or</p>
          <Button aria-describedby={`${id}-rules`}>Choose photos</Button>
          <p id={`${id}-rules`} className="ant-upload-hint">
            JPEG, PNG or WebP, up to {MB} MB, at least {LISTING_PHOTO_LIMITS.minWidth}×{LISTING_PHOTO_LIMITS.minHeight} pixels. {photos.length} of {max} used.
          </p>
        </Upload.Dragger>
      )}
      {uploads.length > 0 && (
        <ul className="own-uploads" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key}>
              <span>{u.name}</span>
              {u.fraction === null ? (
                <Typography.Text type="secondary">Waiting</Typography.Text>
              ) : (
                <Progress percent={Math.round(u.fraction * 100)} size="small" aria-label={`Uploading ${u.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No photos yet. Venues with 5 or more bright photos get the most enquiries." />
      ) : (
        <ol className="own-photo-list" aria-label="Photos, the first is the cover">
          {photos.map((p, i) => (
            <li key={p._id}>
              <img src={p.thumb_url} alt={p.caption || `Photo ${i + 1}`} width={240} height={Math.round((240 * p.height) / p.width) || 160} />
              {i === 0 && <Tag color="blue" className="own-cover-tag">Cover</Tag>}
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
                <Flex className="own-photo-actions" gap={4} wrap>
                  {i > 0 && (
                    <Button size="small" disabled={busy} onClick={() => move(i, 0)} aria-label={`Make cover: photo ${i + 1}`}>
                      Make cover
                    </Button>
                  )}
                  <Button size="small" disabled={busy || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`}>
                    <span aria-hidden="true">←</span>
                  </Button>
                  <Button size="small" disabled={busy || i === photos.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`}>
                    <span aria-hidden="true">→</span>
                  </Button>
                  <Popconfirm
                    title="Remove this photo?"
                    description="It leaves the page at once."
                    okText="Remove"
                    cancelText="Keep it"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => run(() => remove(p._id), 'Photo removed')}
                  >
                    <Button size="small" danger disabled={busy} aria-label={`Remove photo ${i + 1}`}>
                      Remove
                    </Button>
                  </Popconfirm>
                </Flex>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
