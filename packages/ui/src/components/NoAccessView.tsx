import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { countryHomeHref } from './homeHref';

export interface NoAccessViewProps {
  message?: string;
  homeHref?: string;
}

/** A 403 that keeps the session (docs/design.md §4): the user is signed in but may not open this. */
export function NoAccessView({ message, homeHref }: NoAccessViewProps) {
  return (
    <Result
      status="403"
      title="No access"
      subTitle={message ?? 'Your account does not have access to this page.'}
      extra={
        <Button type="primary" href={homeHref ?? countryHomeHref()}>
          Back to home
        </Button>
      }
    />
  );
}
