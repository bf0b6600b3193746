import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';

/**
 * enquiries/message/copy-id: a conversation's reference to copy, e.g. to quote it to our support
 * team (docs/adr/0061-enquiry-pages.md). ?id=<enquiry id>; the link opens it for its two sides.
 *
 */
export default function CopyIdPage() {
  const country = useCountry();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [copied, setCopied] = useState<boolean | null>(null);
  useDocumentTitle('Conversation reference');
  const link = `${window.location.origin}/${country}/enquiries/message/${id}`;
  return (
    <div className="enq-page enq-narrow">
      <Typography.Title level={1}>Conversation reference</Typography.Title>
      <Card>
        {id ? (
          <>
            <Typography.Paragraph>Quote this reference to our support team, or share the link with someone on your team (only the conversation’s two sides can open it).</Typography.Paragraph>
            <Form layout="vertical" component={false}>
              <Form.Item label="Reference" htmlFor="enq-ref">
                <Input id="enq-ref" className="enq-ref" readOnly value={id} />
              </Form.Item>
              <Form.Item label="Link" htmlFor="enq-link">
                <Input id="enq-link" readOnly value={link} />
              </Form.Item>
            </Form>
            <Space wrap align="center">
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
            <p role="status" style={{ marginBottom: 0 }}>
              {copied === true ? 'Copied' : copied === false ? 'The browser did not let us copy: select the link and copy it yourself.' : ''}
            </p>
          </>
        ) : (
          <p style={{ margin: 0 }}>
            Open a conversation from <Link to={`/${country}/enquiries`}>your enquiries</Link> to copy its reference.
          </p>
        )}
      </Card>
    </div>
  );
}
