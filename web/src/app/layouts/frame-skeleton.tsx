import { PageSkeleton } from '../../components/page-skeleton';
import { useT } from '../../i18n/use-t';
import { ShellFrame } from './app-shell';

/**
 * The first paint of a full page load (React Router's HydrateFallback): the frame (top bar and the
 * role navigation from the stored session) with a page skeleton while the guard and screen load.
 */
export function FrameSkeleton() {
  const t = useT();
  return (
    <ShellFrame busy>
      <PageSkeleton label={t('nav.loading')} />
    </ShellFrame>
  );
}
