import { useState } from 'react';
import { Button, Checkbox, ConfigProvider, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { DIALOG, Z_INDEX, type Announcement } from '@venues/contracts';
import { session } from '@venues/session';
import { darkTheme } from '@venues/ui';
import { ANNOUNCEMENT_CLASS } from './otherDialogOpen';

export interface AnnouncementDialogProps {
  announcement: Announcement;
  /** Hidden on the announcements list screen (docs/spec.md §2). */
  showDontShowAgain: boolean;
  onClose: (dontShowAgain: boolean) => void;
}

/** The announcement pop-up (docs/spec.md §4): persistent — only its Close button closes it. */
export default observer(function AnnouncementDialog({ announcement, showDontShowAgain, onClose }: AnnouncementDialogProps) {
  const [ticked, setTicked] = useState(false);
  const close = () => {
    onClose(ticked);
    setTicked(false);
  };
  // The shell renders this outside any remote, so it carries the site theme itself.
  return (
    <ConfigProvider theme={darkTheme(session.darkMode)}>
      <Modal
        open
        wrapClassName={ANNOUNCEMENT_CLASS}
        title={announcement.title}
        width={DIALOG.maxWidth}
        style={{ maxWidth: '95vw' }}
        styles={{ body: { maxHeight: DIALOG.contentMaxHeight, overflowY: 'auto' } }}
        zIndex={Z_INDEX.dialog}
        mask={{ closable: false }}
        maskClosable={false}
        keyboard={false}
        closable={false}
        destroyOnHidden
        footer={
          <div className="sh-announcement-footer">
            {showDontShowAgain ? (
              <Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)}>
                Don&apos;t show me this again
              </Checkbox>
            ) : (
              <span />
            )}
            <Button type="primary" onClick={close}>
              Close
            </Button>
          </div>
        }
      >
        {announcement.attachment?.path && (
          <img
            src={announcement.attachment.path}
            alt=""
            style={{ display: 'block', maxWidth: '100%', maxHeight: DIALOG.imageMaxHeight, margin: '0 auto 16px', objectFit: 'contain' }}
          />
        )}
        <div style={{ whiteSpace: 'pre-wrap' }}>{announcement.description}</div>
      </Modal>
    </ConfigProvider>
  );
});
