import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { LANGUAGE_OPTIONS } from '../api/onboarding-actions';
import { counselorPhotoUrl, useCounselor, useCounselorChat } from '../api/counselor-actions';
import { htmlToLine } from '../../../lib/html-text';
import { useT } from '../../../i18n/use-t';

const languageName = (code: string) => LANGUAGE_OPTIONS.find((l) => l.value === code)?.label ?? code;

/** The assigned counselor with "Send a first message" and "Book a welcome call". */
export function CounselorCard({ counselorId, memberId }: { counselorId: string; memberId: string }) {
  const t = useT();
  const counselor = useCounselor(counselorId);
  const chat = useCounselorChat(memberId);
  const c = counselor.data;
  return (
    <QueryState
      isPending={counselor.isPending}
      errorMessage={counselor.error ? errorMessage(counselor.error) : null}
      onRetry={() => void counselor.refetch()}
      loadingLabel={t('onboard.counselorLoading')}
    >
      {c ? (
        <Paper withBorder p="lg" radius="md" component="section" aria-label={t('home.counselorTitle')}>
          <Stack gap="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Avatar
                src={counselorPhotoUrl(c)}
                alt={c.photo ? t('onboard.counselorPhoto', { name: c.display_name }) : undefined}
                size={80}
                radius={80}
                color="green"
              >
                {(c.display_name || '?').slice(0, 1).toUpperCase()}
              </Avatar>
              <Stack gap={4}>
                <Text size="sm" c="gray.7">
                  {t('home.counselorTitle')}
                </Text>
                <Title order={2} fz="xl">
                  {c.display_name || t('home.counselorTitle')}
                </Title>
                {c.languages?.length ? (
                  <Group gap={4}>
                    {c.languages.map((l) => (
                      <Badge key={l} variant="light">
                        {languageName(l)}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
              </Stack>
            </Group>
            {c.bio ? <Text c="gray.8">{htmlToLine(c.bio)}</Text> : null}
            <Group gap="sm" wrap="wrap">
              <Button component={Link} to={chat.data ? paths.chatThread.href(chat.data) : paths.chat.href()}>
                {t('onboard.firstMessage')}
              </Button>
              <Button
                variant="light"
                component={Link}
                to={`${paths.appointmentsNew.href()}?counselor=${encodeURIComponent(c.id)}`}
              >
                {t('onboard.welcomeCall')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </QueryState>
  );
}
