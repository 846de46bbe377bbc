import { Alert } from '@mantine/core';
import { errorMessage, errorStatus, genericErrorMessage } from '../../../lib/api-errors';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

const TERSE = new Set(['Failed to create record.', 'Failed to update record.']);

/** a failed circle action as a sentence with the next step */
function circleErrorSentence(error: unknown): string {
  if (errorStatus(error) === 404) {
    return t('circles.error.gone');
  }
  const msg = errorMessage(error);
  return TERSE.has(msg) || msg === genericErrorMessage() ? t('circles.error.checkDetails', { message: msg }) : msg;
}

export function FormErrorText({ error }: { error: unknown }) {
  useT();
  if (!error) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {circleErrorSentence(error)}
    </Alert>
  );
}
