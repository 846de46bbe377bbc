import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fileUrl, useFileToken } from '../api/reports-api';
import type { ReportRecord } from '../api/report-types';
import { attachmentName, isImageName } from '../lib/labels';
import { useT } from '../../../i18n/use-t';

const displayName = attachmentName;

/**
 * The report's files: photos as previews (with a short-lived token), PDFs as cards; each opens in the app's
 * file viewer (zoom, pages, Download), whose Back returns to the report.
 */
export function Attachments({ report }: { report: ReportRecord }) {
  const files = report.attachments ?? [];
  const token = useFileToken(files.length > 0);
  const tr = useT();
  if (!files.length) return <Text c="gray.7">{tr('reports.attachments.none')}</Text>;
  const t = token.data ?? '';
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={tr('reports.attachments.label')}
    >
      {files.map((name) => (
        <Paper key={name} withBorder p="xs" component="li">
          <Stack gap={4}>
            {isImageName(name) && t ? (
              <Image
                src={fileUrl(report, name, t)}
                alt={tr('reports.attachments.preview', { name: displayName(name) })}
                h={110}
                fit="contain"
                radius="sm"
              />
            ) : (
              <Group justify="center" h={110} bg="gray.0">
                <IconFileTypePdf size={44} aria-hidden color="var(--mantine-color-red-8)" />
              </Group>
            )}
            <Anchor
              component={Link}
              to={paths.fileView.href(report.collectionId, report.id, name)}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              aria-label={tr('reports.attachments.open', { name: displayName(name) })}
            >
              {displayName(name)}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
