import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coverageKeys, type CoverageRecord } from './coverage-actions';
import { addDependents, linkDependents, saveCoverage, type CoverageInput, type DependentInput } from './save-coverage';

export interface SaveCoverageVariables {
  input: CoverageInput;
  /** people to add to the plan as dependents (linked to this coverage when it is the member's own) */
  dependents: DependentInput[];
  linkDependents: boolean;
  /** called once the new dependents exist (the form empties its rows: they are never created twice) */
  onDependentsAdded?: () => void;
}

/**
 * Saves a coverage, then adds the new dependents and puts them on it. Dependents created on an earlier try
 * whose link failed are linked on the next try, never created twice.
 */
export function useSaveCoverage(subscriberId: string, existing: CoverageRecord | null) {
  const client = useQueryClient();
  const unlinked = useRef<string[]>([]);
  return useMutation({
    mutationFn: async (v: SaveCoverageVariables): Promise<CoverageRecord> => {
      const saved = await saveCoverage(v.input, existing);
      const added = [...unlinked.current, ...(await addDependents(subscriberId, v.dependents))];
      unlinked.current = added;
      v.onDependentsAdded?.();
      if (v.linkDependents) await linkDependents(saved.id, added);
      unlinked.current = [];
      await client.invalidateQueries({ queryKey: coverageKeys.all });
      return saved;
    },
  });
}
