import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ATTACHMENT_TYPES, SOCKET_EVENTS, type EnquiryMessage } from '@venues/contracts';
import { enquiriesApi, toApiError } from '@venues/api-client';
import { emit } from '@venues/realtime';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Upload from 'antd/es/upload';
import { PaperClipOutlined } from '@ant-design/icons';
import { useUploads } from './useUploads';

/** How often "typing" is repeated while the user types. */
const TYPING_SEND_EVERY_MS = 3_000;

/**
 * The message box under the chat: the draft (Enter sends, Shift+Enter is a new line), files to
 * attach (antd Upload, checked and uploaded at once, with progress) and the "typing" signal. The
 * keyboard hint is a line under the box (its description), left out on a phone to keep the box wide.
 */
export function Composer({ enquiryId, other, typing, onSent }: { enquiryId: string; other: string; typing: string | null; onSent: (m: EnquiryMessage) => void }) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const uploads = useUploads(enquiryId);
  const lastTyping = useRef(0);
  const hintId = useId();
  const canSend = !sending && (draft.trim() !== '' || uploads.ready.length > 0) && !uploads.busy;

  async function send() {
    const body = draft.trim();
    if ((!body && uploads.ready.length === 0) || uploads.busy) return;
    setSending(true);
    setSendError(null);
    try {
      onSent(await enquiriesApi.send(enquiryId, body, uploads.ready));
      setDraft('');
      uploads.clear();
      emit(SOCKET_EVENTS.typing, { enquiry_id: enquiryId, typing: false });
    } catch (err) {
      setSendError(toApiError(err).message);
    } finally {
      setSending(false);
    }
  }

  function onType(value: string) {
    setDraft(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_SEND_EVERY_MS) {
      lastTyping.current = now;
      emit(SOCKET_EVENTS.typing, { enquiry_id: enquiryId, typing: true });
    }
  }

  function onKeyDown(ev: KeyboardEvent<HTMLTextAreaElement>) {
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.nativeEvent.isComposing) {
      ev.preventDefault();
      void send();
    }
  }

  return (
    <div className="enq-composer-wrap">
      <div className="enq-typing" aria-live="polite">
        {typing ? `${typing} is typing…` : ''}
      </div>
      {sendError && <Alert type="error" role="alert" showIcon title={sendError} style={{ marginBottom: 8 }} />}
      {uploads.items.length > 0 && (
        <ul className="enq-uploads" aria-label="Files to send">
          {uploads.items.map((u) => (
            <li key={u.id}>
              <Tag color={u.error ? 'error' : u.done ? 'success' : 'default'} closable closeIcon={<span aria-label={`Remove ${u.name}`}>×</span>} onClose={() => uploads.remove(u.id)}>
                {u.name}
                {u.error ? `: ${u.error}` : ''}
              </Tag>
              {!u.error && !u.done && <Progress percent={Math.round(u.progress * 100)} size="small" aria-label={`Uploading ${u.name}`} />}
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} align="flex-end" className="enq-composer">
        <Upload
          multiple
          accept={ATTACHMENT_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file, list) => {
            // Every file of one choice arrives here; the whole list is handed over once.
            if (file === list[0]) uploads.add(list);
            return false;
          }}
        >
          <Button icon={<PaperClipOutlined />} aria-label="Attach photos or PDFs" title="Attach photos or PDFs">
            <span className="enq-attach-label">Attach</span>
          </Button>
        </Upload>
        <Input.TextArea
          className="enq-draft"
          aria-label={`Message to ${other}`}
          placeholder="Write a message"
          aria-describedby={hintId}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={5000}
          value={draft}
          onChange={(ev) => onType(ev.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" onClick={() => void send()} disabled={!canSend} loading={sending}>
          Send
        </Button>
      </Flex>
      <div id={hintId} className="enq-compose-hint">
        Enter sends, Shift+Enter for a new line
      </div>
    </div>
  );
}
