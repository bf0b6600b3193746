import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';

/**
 * enquiries/message/copy-id: a conversation's reference to copy, e.g. to quote it to our support
 * team (docs/decisions.md "Enquiry pages"). ?id=<enquiry id>; the link opens it for its two sides.
 */
export default function CopyIdPage() {
  const country = useCountry();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [copied, setCopied] = useState(false);
  useDocumentTitle('Conversation reference');
  const link = `${window.location.origin}/${country}/enquiries/message/${id}`;
  return (
    <div className="enq-page enq-narrow">
      <Typography.Title level={1}>Conversation reference</Typography.Title>
      <Card>
        {id ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>Quote this reference to our support team, or share the link with someone on your team (only the conversation’s two sides can open it).</Typography.Paragraph>
            <Input readOnly value={id} aria-label="Reference" />
            <Input readOnly value={link} aria-label="Link" />
            <Space>
              <Button
                type="primary"
                onClick={() =>
                  void navigator.clipboard?.writeText(link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                Copy link
              </Button>
              <Link to={`/${country}/enquiries/${id}`}>Open the conversation</Link>
            </Space>
            <span role="status">{copied ? 'Copied' : ''}</span>
          </Space>
        ) : (
          <Typography.Paragraph>
            Open a conversation from <Link to={`/${country}/enquiries`}>your enquiries</Link> to copy its reference.
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
