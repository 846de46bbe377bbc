import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circleKeys, updateRow, type RowChange } from './circles';

/**
 * Changes a person's row in a circle: the owner edits access or ends it (`status: 'revoked'`), a person
 * leaves (`status: 'left'`; then everything is refetched, as what they may see has changed).
 */
export function useChangeCircleRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: RowChange }) => updateRow(id, change),
    onSuccess: (_row, { change }) =>
      change.status === 'left'
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}
