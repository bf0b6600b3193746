import type { MouseEvent } from 'react';
import { Button, Result } from 'antd';
import { countryHomeHref } from './homeHref';

export interface ErrorViewProps {
  /** HTTP-like status; defaults to 500 (docs/spec.md §2). */
  status?: number;
  /** The error's message, shown under the title. */
  message?: string;
  /** Where "Back to home" goes; defaults to the country home of the current URL. */
  homeHref?: string;
  /** Client-side navigation instead of a page load. */
  onHome?: () => void;
}

/** docs/spec.md §2 error page: 404 → 'Page Not Found', anything else → 'Internal Server Error'. */
export function ErrorView({ status = 500, message, homeHref, onHome }: ErrorViewProps) {
  const notFound = status === 404;
  const title = notFound ? 'Page Not Found' : 'Internal Server Error';
  const subtitle =
    message ?? (notFound ? 'The page you are looking for does not exist or has moved.' : 'Something went wrong on our side. Please try again.');
  const href = homeHref ?? countryHomeHref();
  const goHome = onHome
    ? (e: MouseEvent) => {
        e.preventDefault();
        onHome();
      }
    : undefined;
  return (
    <Result
      status={notFound ? '404' : '500'}
      title={title}
      subTitle={subtitle}
      data-testid="error-view"
      data-status={status}
      extra={
        <Button type="primary" href={href} onClick={goHome}>
          Back to home
        </Button>
      }
    />
  );
}
