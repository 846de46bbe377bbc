import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { counselorPhotoUrl, type HomeCounselor } from '../api/member-home';
import { HomeSection } from './home-section';

/** The member's counselor with "Message" (their chat) and "Book" (a new appointment with them). */
export function CounselorCard({ counselor, chatId }: { counselor: HomeCounselor | null; chatId: string | null }) {
  if (!counselor) {
    return (
      <HomeSection id="home-counselor" title="Your counselor">
        <Text c="gray.7">We're matching you with a counselor. You'll be able to message them here.</Text>
      </HomeSection>
    );
  }
  const photo = counselorPhotoUrl(counselor);
  const name = counselor.display_name || 'Your counselor';
  return (
    <HomeSection id="home-counselor" title="Your counselor">
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
          aria-label={`Message ${name}`}
        >
          Message
        </Button>
        <Button
          component={Link}
          to={`${paths.appointmentsNew.path}?counselor=${encodeURIComponent(counselor.id)}`}
          variant="default"
          aria-label={`Book with ${name}`}
        >
          Book
        </Button>
      </Group>
    </HomeSection>
  );
}
