import { useEffect } from 'react';
import { Anchor, Box, Stack } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';
import { useCounselorRecord } from '../../../features/appointments/api/appointments-api';
import { AvailabilityEditor } from '../../../features/appointments/components/availability-editor';
import { CounselorProfile } from '../../../features/appointments/components/counselor-profile';
import { viewerZone } from '../../../features/appointments/lib/time';

/** `/counselors/{id}`: the public profile with next free times, Message and Book; the counselor's own adds the availability editor. */
export function CounselorScreen() {
  const t = useT();
  const { id = '' } = useParams();
  const session = useSession();
  const user = session.user;
  const counselor = useCounselorRecord(id);
  const c = counselor.data;
  const own = !!c && !!user && c.user === user.id;
  const { hash } = useLocation();
  // "Availability" on /profile links here with #availability: the editor loads after the page, so scroll once it is there
  useEffect(() => {
    if (own && hash === '#availability') document.getElementById('availability')?.scrollIntoView();
  }, [own, hash]);
  const tz = viewerZone(user?.['timezone']);
  const book = `${paths.appointmentsNew.href()}?counselor=${encodeURIComponent(id)}`;
  if (counselor.error && errorStatus(counselor.error) === 404) {
    return (
      <Page title={t('org.counselor.title')}>
        <EmptyState
          title={t('org.counselor.notFoundTitle')}
          action={
            <Anchor component={Link} to={paths.home.href()}>
              {t('org.counselor.goHome')}
            </Anchor>
          }
        >
          {t('org.counselor.notFoundBody')}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page
      title={own ? t('org.counselor.ownTitle') : c?.display_name || t('org.counselor.title')}
      description={own ? t('org.counselor.ownDescription') : undefined}
      actions={
        own ? (
          <Anchor component={Link} to={`/edit/counselors/${encodeURIComponent(id)}`}>
            {t('org.counselor.editProfile')}
          </Anchor>
        ) : undefined
      }
    >
      <QueryState
        isPending={counselor.isPending}
        errorMessage={counselor.error ? errorMessage(counselor.error) : null}
        onRetry={() => void counselor.refetch()}
        loadingLabel={t('org.counselor.loading')}
      >
        {c ? (
          <Stack gap="md">
            <CounselorProfile
              counselor={c}
              tz={tz}
              own={own}
              messageHref={paths.chat.href()}
              bookHref={book}
              slotHref={book}
              showSlots={user?.role === 'member' || user?.role === 'counselor' || session.isSuperuser}
            />
            {own ? (
              <Box id="availability" style={{ scrollMarginTop: 72 }}>
                <AvailabilityEditor counselor={c} />
              </Box>
            ) : null}
          </Stack>
        ) : null}
      </QueryState>
    </Page>
  );
}
