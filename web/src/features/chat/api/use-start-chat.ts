import { useMutation } from '@tanstack/react-query';
import { t } from '../../../i18n/i18n';
import { assistantError, counselorChatId, myMemberId, startAssistantChat } from './assistant';

export type ChatChoice = 'assistant' | 'counselor';

class NoMemberError extends Error {}

/** Opens a new assistant chat, or the member's counselor chat (made when there is none); answers its id. */
export function useStartChat(userId: string) {
  return useMutation({
    mutationFn: async (choice: ChatChoice): Promise<string> => {
      const member = await myMemberId(userId);
      if (!member) throw new NoMemberError();
      return choice === 'assistant' ? (await startAssistantChat(member)).id : counselorChatId(member);
    },
  });
}

/** the sentence for a failed start, with the next step */
export function startChatError(error: unknown): string {
  return error instanceof NoMemberError ? t('chat.errorNoMember') : assistantError(error);
}
