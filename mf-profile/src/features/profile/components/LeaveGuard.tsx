import { useEffect, useState } from 'react';
import { discardUnsaved, unsavedSections, useUnsavedSections } from '../hooks/useUnsavedChanges';
import { Modal } from '@venues/ui';

const list = (labels: readonly string[]) => labels.map((l) => `“${l}”`).join(', ');

/**
 * Asks before unsaved profile edits are lost: a link to another page (the profile menu, the
 * header, anything in the page) opens a confirmation, and closing or reloading the tab gets the
 * browser's own warning. Clicks are caught on the document in the capture phase, so the router
 * of whichever app owns the link never sees a click the user cancels. An antd Modal; the focus
 * returns to the link when the user stays.
 */
export function LeaveGuard() {
  // The link the user tried to follow, and the sections that would be lost, while the dialog asks.
  const [asking, setAsking] = useState<{ link: HTMLAnchorElement; labels: readonly string[] } | null>(null);
  const pending = useUnsavedSections().length > 0;

  useEffect(() => {
    if (!pending) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const labels = unsavedSections();
      if (labels.length === 0 || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
      e.preventDefault();
      e.stopPropagation();
      setAsking({ link, labels });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [pending]);

  return (
    <Modal
      open={asking !== null}
      title="Leave without saving?"
      okText="Leave without saving"
      cancelText="Stay and save"
      okButtonProps={{ danger: true }}
      destroyOnHidden
      onCancel={() => setAsking(null)}
      onOk={() => {
        if (!asking) return;
        setAsking(null);
        discardUnsaved();
        asking.link.click();
      }}
    >
      {asking && <p style={{ margin: 0 }}>Your changes to {list(asking.labels)} are not saved yet.</p>}
    </Modal>
  );
}
