import { useMutation, useQueryClient } from '@tanstack/react-query';
import { detailsKey, saveMemberDetails, type MemberDetails, type MemberDetailsInput } from './my-details';

/** saves the member's onboarding facts and reloads them */
export function useSaveMemberDetails(details: MemberDetails) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: MemberDetailsInput) => saveMemberDetails(details, v),
    onSuccess: () => client.invalidateQueries({ queryKey: detailsKey(details.user.id) }),
  });
}
