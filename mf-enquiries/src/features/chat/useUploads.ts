import { useState } from 'react';
import { ATTACHMENT_TYPES, ENQUIRY_LIMITS, type MessageAttachment } from '@venues/contracts';
import { enquiriesApi, fieldErrors, toApiError } from '@venues/api-client';

export interface PendingUpload {
  id: string;
  name: string;
  /** 0–1 while uploading; the stored attachment once done; an error to show otherwise. */
  progress: number;
  done?: MessageAttachment;
  error?: string;
}

const MB = ENQUIRY_LIMITS.attachmentBytes / 1024 / 1024;

/** Files chosen for the next message: checked here first (type, size, count), then uploaded at once. */
export function useUploads(enquiryId: string) {
  const [items, setItems] = useState<PendingUpload[]>([]);
  const patch = (id: string, change: Partial<PendingUpload>) => setItems((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  function add(files: FileList | File[]) {
    const room = ENQUIRY_LIMITS.attachmentsPerMessage - items.length;
    for (const [i, file] of [...files].entries()) {
      const id = `${Date.now()}-${i}-${file.name}`;
      let error: string | undefined;
      if (i >= room) error = `At most ${ENQUIRY_LIMITS.attachmentsPerMessage} files per message`;
      else if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) error = 'Attach a photo (JPEG, PNG or WebP) or a PDF';
      else if (file.size > ENQUIRY_LIMITS.attachmentBytes) error = `At most ${MB} MB per file`;
      setItems((list) => [...list, { id, name: file.name, progress: 0, error }]);
      if (error) continue;
      enquiriesApi.upload(enquiryId, file, (p) => patch(id, { progress: p })).then(
        (done) => patch(id, { done, progress: 1 }),
        (err: unknown) => patch(id, { error: fieldErrors(err).file ?? toApiError(err).message }),
      );
    }
  }

  return {
    items,
    add,
    remove: (id: string) => setItems((list) => list.filter((u) => u.id !== id)),
    clear: () => setItems([]),
    ready: items.flatMap((u) => (u.done ? [u.done] : [])),
    busy: items.some((u) => !u.done && !u.error),
  };
}
