import { Alert, Code, Text } from '@mantine/core';

/**
 * For operators: "Mail is not set up" with how to set it up, shown on the screens where they land
 * while the server cannot send mail (invitations, sign-in codes and password links then go
 * nowhere). `configured` comes from lib/mail-status.ts; nothing is shown while it is unknown or true.
 */
export function MailSetupNotice({ configured }: { configured: boolean | undefined }) {
  if (configured !== false) return null;
  return (
    <Alert color="yellow" role="status" title="Mail is not set up">
      <Text size="sm">
        Covey cannot send email yet: invitations, staff sign-in codes, password reset and verification links are not delivered. People who
        invite someone are shown the link to copy instead.
      </Text>
      <Text size="sm" mt="xs">
        To set it up, send the mail server&apos;s host, port, user name and password (<Code>smtp</Code>) and the sender&apos;s name and
        address (<Code>meta</Code>) in <Code>PATCH /api/settings</Code> with an operator token. The operations home then offers a test
        email.
      </Text>
      <Text size="sm" mt="xs">
        A mail server on a private or local address also needs &quot;Allow private hosts&quot; turned on.
      </Text>
    </Alert>
  );
}
