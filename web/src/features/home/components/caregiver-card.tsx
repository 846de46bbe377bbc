import { Button, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useUseForMyself } from '../api/use-for-myself';
import { errorMessage } from '../../../lib/api-errors';
import { useT } from '../../../i18n/use-t';
import { HomeSection } from './home-section';

/**
 * A caregiver account (joined from a circle invitation) is not onboarded as a member: no counselor
 * and no insurance prompt. This card offers the member onboarding when the person wants it.
 */
export function CaregiverCard({ onStarted }: { onStarted?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const start = useUseForMyself();
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        onStarted?.();
        void navigate(paths.authOnboard.path);
      },
    });
  return (
    <HomeSection id="home-caregiver" title={t('home.caregiverTitle')}>
      <Text>{t('home.caregiverBody')}</Text>
      <Button variant="light" w="fit-content" loading={start.isPending || start.isSuccess} onClick={begin}>
        {t('home.caregiverStart')}
      </Button>
      {start.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(start.error)}
        </Text>
      ) : null}
    </HomeSection>
  );
}
