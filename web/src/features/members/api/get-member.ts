import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { MemberChat, MemberRecord } from './get-members';
import type { CoveragesRecord, ProfilesRecord } from '../../../lib/schema';

export interface ProfileRecord extends RecordModel, Pick<ProfilesRecord, 'dob' | 'pronouns' | 'phone' | 'preferred_contact' | 'best_times' | 'needs' | 'accessibility' | 'interpreter_language' | 'notes_for_counselor'> {}

export interface CoverageRecord extends RecordModel, Pick<CoveragesRecord, 'type' | 'carrier' | 'plan_name' | 'member_id' | 'group_number' | 'status' | 'primary' | 'verified' | 'effective_start' | 'effective_end'> {}

const byMember = (id: string) => pb.filter('member = {:m}', { m: id });

export function useMember(id: string) {
  return useQuery({ queryKey: ['members', id], queryFn: () => pb.collection('members').getOne<MemberRecord>(id) });
}

export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: ['profiles', 'of', id],
    queryFn: async () =>
      (await pb.collection('profiles').getList<ProfileRecord>(1, 1, { filter: byMember(id) })).items[0] ?? null,
  });
}

export function useMemberCoverages(id: string) {
  return useQuery({
    queryKey: ['coverages', 'of', id],
    queryFn: () =>
      pb
        .collection('coverages')
        .getFullList<CoverageRecord>({ batch: 200, filter: byMember(id), sort: '-primary,type' }),
  });
}

export function useMemberChat(id: string) {
  return useQuery({
    queryKey: ['chats', 'member', id],
    queryFn: async () =>
      (
        await pb.collection('chats').getList<MemberChat>(1, 1, {
          filter: pb.filter('member = {:m} && kind = "counselor"', { m: id }),
          sort: '-created',
        })
      ).items[0] ?? null,
  });
}
