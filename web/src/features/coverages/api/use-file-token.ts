import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';

export function protectedFileUrl(record: RecordModel, name: string, token: string): string {
  return pb.files.getURL(record, name, { token });
}
