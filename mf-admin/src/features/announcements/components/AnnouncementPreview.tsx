import { useState } from 'react';
import { Button, Checkbox, Typography } from 'antd';
import { DIALOG } from '@venues/contracts';

export interface AnnouncementPreviewProps {
  title: string;
  description: string;
  imagePath: string;
}

/** Only paths the API accepts are loaded: an absolute http(s) URL or a site path. */
export function isPreviewableImage(path: string): boolean {
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(path.trim());
}

function PreviewImage({ path }: { path: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Typography.Paragraph type="danger" role="alert">
        The image could not be loaded. Check that the URL is right and publicly reachable.
      </Typography.Paragraph>
    );
  }
  return (
    <img
      src={path}
      alt=""
      onError={() => setFailed(true)}
      style={{ display: 'block', maxWidth: '100%', maxHeight: DIALOG.imageMaxHeight / 2, margin: '0 auto 16px', borderRadius: 8 }}
    />
  );
}

/**
 * A still copy of the announcement pop-up the shell shows users (title, image, text, the
 * "Don't show me this again" box and Close), fed live from the form.
 */
export function AnnouncementPreview({ title, description, imagePath }: AnnouncementPreviewProps) {
  const path = imagePath.trim();
  return (
    <section aria-label="Pop-up preview">
      <Typography.Text type="secondary">Preview: how users will see the pop-up</Typography.Text>
      <div style={{ marginTop: 8, padding: 24, borderRadius: 12, background: 'rgba(0, 0, 0, 0.45)' }}>
        <div
          style={{ maxWidth: DIALOG.maxWidth, margin: '0 auto', background: 'var(--ant-color-bg-elevated, #fff)', borderRadius: 8, padding: 20 }}
        >
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {title.trim() || 'Your title appears here'}
          </Typography.Title>
          {path && isPreviewableImage(path) && <PreviewImage key={path} path={path} />}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {description.trim() || 'Your message appears here.'}
          </Typography.Paragraph>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
            <Checkbox disabled>Don&apos;t show me this again</Checkbox>
            <Button tabIndex={-1} aria-hidden>
              Close
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
