/** What the error page shows for any thrown value (spec §8); loaded with the error page, not on first load. */
import { isRouteErrorResponse } from 'react-router';
import type { ErrorScreenProps } from '../components/error-screen';
import { errorMessage, errorStatus } from '../lib/api-errors-core';
import { t } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-id';

const STATUS_TEXT: Record<number, MessageId> = {
  400: 'errorPage.badRequest',
  401: 'errorPage.unauthorized',
  403: 'errorPage.forbidden',
  404: 'errorPage.notFound',
  500: 'errorPage.internal',
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
      title: t('errorPage.notFoundTitle'),
      statusMessage: statusText || t('errorPage.notFound'),
      description: description || t('errorPage.notFoundPath', { path: pathname }),
    };
  }
  const title = statusText || t('errorPage.internal');
  const known = STATUS_TEXT[status];
  return { status, title, statusMessage: statusText || (known ? t(known) : title), description };
}
