import { Alert, Code, Text } from '@mantine/core';
import { useT } from '../i18n/use-t';

/** a sentence whose `code` words (between backticks in the catalog) show as code */
const withCode = (text: string) =>
  text.split('`').map((part, i) => (i % 2 === 1 ? <Code key={part}>{part}</Code> : part));

/**
 * For operators: "Mail is not set up" with how to set it up, shown on the screens where they land
 * while the server cannot send mail (invitations, sign-in codes and password links then go
 * nowhere). `configured` comes from lib/mail-status.ts; nothing is shown while it is unknown or true.
 */
export function MailSetupNotice({ configured }: { configured: boolean | undefined }) {
  const t = useT();
  if (configured !== false) return null;
  return (
    <Alert color="yellow" role="status" title={t('mailSetup.title')}>
      <Text size="sm">{t('mailSetup.cannotSend')}</Text>
      <Text size="sm" mt="xs">
        {withCode(t('mailSetup.how'))}
      </Text>
      <Text size="sm" mt="xs">
        {t('mailSetup.privateHosts')}
      </Text>
    </Alert>
  );
}
