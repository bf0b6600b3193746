import { useEffect, useId, useRef, useState } from 'react';
import { DIALOG, type Announcement } from '@venues/contracts';
import '@venues/ui/plain.css';
import { ANNOUNCEMENT_CLASS } from './otherDialogOpen';
import './announcement.css';

export interface AnnouncementDialogProps {
  announcement: Announcement;
  /** Hidden on the announcements list screen (docs/spec.md §2). */
  showDontShowAgain: boolean;
  onClose: (dontShowAgain: boolean) => void;
}

/**
 * The announcement pop-up (docs/spec.md §4): persistent — only its Close button closes it. A native
 * modal `<dialog>` (focus kept inside, the page behind inert, Escape refused) drawn with
 * `@venues/ui/plain.css`: the shell shows it over any remote's page, and antd here cost every
 * signed-in page a second copy of antd's base (~75 KB gzip; docs/adr/0087-public-pages-without-antd.md).
 */
export default function AnnouncementDialog({ announcement, showDontShowAgain, onClose }: AnnouncementDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const titleId = useId();
  const [ticked, setTicked] = useState(false);

  // Unmounting removes it from the page, which takes it out of the modal layer too.
  useEffect(() => {
    if (ref.current) open(ref.current);
  }, []);

  const close = () => {
    closing.current = true;
    onClose(ticked);
  };

  return (
    <dialog
      ref={ref}
      className={`${ANNOUNCEMENT_CLASS} ui-plain`}
      aria-labelledby={titleId}
      style={{ maxWidth: `min(${DIALOG.maxWidth}px, 95vw)`, maxHeight: DIALOG.contentMaxHeight }}
      // Escape is refused; should the browser close it anyway (Chrome lets a second Escape through
      // without a click in between), it opens again.
      onCancel={(e) => e.preventDefault()}
      onClose={(e) => {
        if (!closing.current) open(e.currentTarget);
      }}
    >
      <h2 id={titleId} className="sh-announcement__title">
        {announcement.title}
      </h2>
      <div className="sh-announcement__body">
        {announcement.attachment?.path && <img src={announcement.attachment.path} alt="" style={{ maxHeight: DIALOG.imageMaxHeight }} />}
        <p>{announcement.description}</p>
      </div>
      <div className="sh-announcement-footer">
        {showDontShowAgain ? (
          <label className="ui-check">
            <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
            Don&apos;t show me this again
          </label>
        ) : (
          <span />
        )}
        <button type="button" className="ui-button ui-button--primary" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** Opens the dialog as a modal; jsdom has no showModal, so there the attribute stands in. */
function open(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
