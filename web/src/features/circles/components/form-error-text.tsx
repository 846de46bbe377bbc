import { Alert } from '@mantine/core';
import { errorMessage, errorStatus, genericErrorMessage } from '../../../lib/api-errors';

const TERSE = new Set(['Failed to create record.', 'Failed to update record.']);

/** a failed circle action as a sentence with the next step */
function circleErrorSentence(error: unknown): string {
  if (errorStatus(error) === 404) {
    return 'This is no longer available: it may have changed or your access ended. Reload the page to see the current state.';
  }
  const msg = errorMessage(error);
  return TERSE.has(msg) || msg === genericErrorMessage() ? `${msg} Check the details and try again.` : msg;
}

export function FormErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {circleErrorSentence(error)}
    </Alert>
  );
}
