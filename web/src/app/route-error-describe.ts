/** What the error page shows for any thrown value (spec §8); loaded with the error page, not on first load. */
import { isRouteErrorResponse } from 'react-router';
import type { ErrorScreenProps } from '../components/error-screen';
import { errorMessage, errorStatus } from '../lib/api-errors-core';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** Maps any thrown value to what the error page shows (spec §8). */
export function describeError(error: unknown, pathname: string): ErrorScreenProps {
  let status = 500;
  let statusText = '';
  let description: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    statusText = error.statusText;
    description = typeof error.data === 'string' ? error.data : errorMessage(error.data);
  } else if (errorStatus(error) >= 400) {
    status = errorStatus(error);
    description = errorMessage(error);
  } else {
    description = errorMessage(error);
  }
  if (status === 404) {
    return {
      status,
      title: 'Page Not Found',
      statusMessage: statusText || 'Not Found',
      description: description || `Page not found: ${pathname}`,
    };
  }
  const title = statusText || 'Internal Server Error';
  return { status, title, statusMessage: statusText || STATUS_TEXT[status] || title, description };
}
