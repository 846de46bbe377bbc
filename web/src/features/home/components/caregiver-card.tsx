import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { pb } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useT } from '../../../i18n/use-t';
import { HomeSection } from './home-section';

/**
 * A caregiver account (joined from a circle invitation) is not onboarded as a member: no counselor
 * and no insurance prompt. This card offers the member onboarding when the person wants it.
 */
export function CaregiverCard({ onStarted }: { onStarted?: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await pb.send('/api/members/use-for-myself', { method: 'POST' });
      onStarted?.();
      await queryClient.invalidateQueries({ queryKey: ['members'] });
      void navigate(paths.authOnboard.path);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <HomeSection id="home-caregiver" title={t('home.caregiverTitle')}>
      <Text>{t('home.caregiverBody')}</Text>
      <Button variant="light" w="fit-content" loading={busy} onClick={() => void start()}>
        {t('home.caregiverStart')}
      </Button>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </HomeSection>
  );
}
