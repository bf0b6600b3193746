import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Typography from 'antd/es/typography';
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
      <Alert type="error" showIcon role="alert" title="The image could not be loaded. Check that the URL is right and publicly reachable." style={{ marginBottom: 16 }} />
    );
  }
  return <img src={path} alt="" onError={() => setFailed(true)} style={{ maxHeight: DIALOG.imageMaxHeight / 2 }} />;
}

/**
 * A still copy of the announcement pop-up the shell shows users (title, image, text, the
 * "Don't show me this again" box and Close), fed live from the form. Drawn as the shell's pop-up
 * (shell/src/announcements/announcement.css); its box is disabled and its Close a picture, so
 * neither is in the tab order.
 */
export function AnnouncementPreview({ title, description, imagePath }: AnnouncementPreviewProps) {
  const path = imagePath.trim();
  return (
    <section aria-label="Pop-up preview" className="ann-preview">
      <Typography.Paragraph type="secondary">Preview: how users will see the pop-up</Typography.Paragraph>
      <div className="ann-preview__backdrop">
        <div className="ann-preview__dialog" style={{ maxWidth: DIALOG.maxWidth }}>
          <p className="ann-preview__title">{title.trim() || 'Your title appears here'}</p>
          {path && isPreviewableImage(path) && <PreviewImage key={path} path={path} />}
          <p className="ann-preview__text">{description.trim() || 'Your message appears here.'}</p>
          <div className="ann-preview__footer">
            <Checkbox disabled>Don&apos;t show me this again</Checkbox>
            <Button type="primary" tabIndex={-1} aria-hidden="true">
              Close
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
