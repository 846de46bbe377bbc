import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendFeedback, suggestionKeys } from './suggestions-api';

/** product feedback from any role, stored as a suggestion of kind product_feedback */
export function useSendFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ title, body }: { title: string; body: string }) => sendFeedback(title, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: suggestionKeys.all }),
  });
}
