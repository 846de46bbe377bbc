import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { counselorPhotoUrl, type HomeCounselor } from '../api/member-home';
import { useT } from '../../../i18n/use-t';
import { HomeSection } from './home-section';

/** The member's counselor with "Message" (their chat) and "Book" (a new appointment with them). */
export function CounselorCard({ counselor, chatId }: { counselor: HomeCounselor | null; chatId: string | null }) {
  const t = useT();
  if (!counselor) {
    return (
      <HomeSection id="home-counselor" title={t('home.counselorTitle')}>
        <Text c="gray.7">{t('home.counselorMatching')}</Text>
      </HomeSection>
    );
  }
  const photo = counselorPhotoUrl(counselor);
  const name = counselor.display_name || t('home.counselorTitle');
  return (
    <HomeSection id="home-counselor" title={t('home.counselorTitle')}>
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={photo} alt="" size="lg" radius="xl" color="green">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={2}>
          <Anchor component={Link} to={paths.counselor.href(counselor.id)} fw={700}>
            {name}
          </Anchor>
          {counselor.credentials ? (
            <Text size="sm" c="gray.7">
              {counselor.credentials}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs">
        <Button
          component={Link}
          to={chatId ? paths.chatThread.href(chatId) : paths.chat.path}
          aria-label={t('home.messageName', { name })}
        >
          {t('home.message')}
        </Button>
        <Button
          component={Link}
          to={`${paths.appointmentsNew.path}?counselor=${encodeURIComponent(counselor.id)}`}
          variant="default"
          aria-label={t('home.bookWith', { name })}
        >
          {t('home.book')}
        </Button>
      </Group>
    </HomeSection>
  );
}
