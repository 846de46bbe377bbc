import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptSuggestion, dismissSuggestion, proposeSuggestion, suggestionKeys } from './suggestions-api';

export type SuggestionAnswer =
  | { kind: 'accept'; plan: string | null }
  | { kind: 'dismiss'; reason: string }
  | { kind: 'propose' };

/** the member accepts (a task, in a plan or not) or dismisses a suggestion; the counselor proposes a draft */
export function useAnswerSuggestion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: SuggestionAnswer) =>
      a.kind === 'accept' ? acceptSuggestion(id, a.plan) : a.kind === 'dismiss' ? dismissSuggestion(id, a.reason) : proposeSuggestion(id),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: suggestionKeys.all });
      await qc.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
