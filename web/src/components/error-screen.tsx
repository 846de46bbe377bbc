import { useEffect } from 'react';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Logo } from './logo';
import { useT } from '../i18n/use-t';

export interface ErrorScreenProps {
  status: number;
  title: string;
  statusMessage: string;
  description: string;
}

/** Full-page error: status code, status message and description; the document is titled `title`. */
export function ErrorScreen({ status, title, statusMessage, description }: ErrorScreenProps) {
  const t = useT();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box component="main" mih="100vh" bg="gray.0" py="xl">
      <div className="covey-container">
        <Stack gap="md">
          <Anchor href="/" aria-label={t('shell.home')} underline="never" w="fit-content">
            <Logo />
          </Anchor>
          <Text fz={64} fw={800} c="green.8" lh={1}>
            {status}
          </Text>
          <Title order={1}>{title}</Title>
          {statusMessage !== title ? <Text fw={600}>{statusMessage}</Text> : null}
          <Text c="gray.8" data-testid="error-description">
            {description}
          </Text>
          <Anchor href="/">{t('errorPage.goHome')}</Anchor>
        </Stack>
      </div>
    </Box>
  );
}
