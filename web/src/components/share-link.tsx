import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../i18n/use-t';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * A link to hand over by hand (an invitation when mail is off or failed): readable, with a Copy
 * button, and a Share button where the device can share (phones: navigator.share).
 */
export function ShareLink({ link, label: given, note, title }: { link: string; label?: string; note?: string; title?: string }) {
  const t = useT();
  const label = given ?? t('shareLink.label');
  return (
    <Stack gap={6}>
      {note ? <Text size="sm">{note}</Text> : null}
      <TextInput label={label} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Group gap="xs">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button onClick={copy} variant={copied ? 'light' : 'filled'} aria-live="polite">
              {t(copied ? 'shareLink.copied' : 'shareLink.copy')}
            </Button>
          )}
        </CopyButton>
        {canShare() ? (
          <Button variant="light" onClick={() => void navigator.share({ title: title ?? label, url: link }).catch(() => undefined)}>
            {t('shareLink.share')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
