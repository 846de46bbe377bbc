import { useMutation } from '@tanstack/react-query';
import { downloadMyData } from './account-data';

/** "Download my data": the answer is the saved file's name. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
