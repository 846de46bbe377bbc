import { useMutation } from '@tanstack/react-query';
import { rateAnswer } from './assistant';

/** "Was this helpful?": sends the member's rating of an assistant answer (once). */
export function useRateAnswer(messageId: string) {
  return useMutation({ mutationFn: (helpful: boolean) => rateAnswer(messageId, helpful) });
}
