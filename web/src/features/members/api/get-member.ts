import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { MemberChat, MemberRecord } from './get-members';

export interface ProfileRecord extends RecordModel {
  dob: string;
  pronouns: string;
  phone: string;
  preferred_contact: string;
  best_times: string;
  needs: string[];
  accessibility: string[];
  interpreter_language: string;
  notes_for_counselor: string;
}

export interface CoverageRecord extends RecordModel {
  type: string;
  carrier: string;
  plan_name: string;
  member_id: string;
  group_number: string;
  status: string;
  primary: boolean;
  verified: boolean;
  effective_start: string;
  effective_end: string;
}

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
