import { useState } from 'react';
import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconRotateClockwise, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';

/** an image with zoom (50–400 %) and quarter-turn rotation */
export function ImageView({ src, alt, onError }: { src: string; alt: string; onError: () => void }) {
  const [zoom, setZoom] = useState(1);
  const [turn, setTurn] = useState(0);
  const t = useT();
  return (
    <Box>
      <Group gap="xs" justify="center" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('files.viewer.zoomOut')}
          disabled={zoom <= 0.5}
          onClick={() => setZoom((z) => Math.max(0.5, z - 0.25))}
        >
          <IconZoomOut size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" aria-live="polite" data-testid="zoom-level">
          {t('files.viewer.zoom', { percent: Math.round(zoom * 100) })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('files.viewer.zoomIn')}
          disabled={zoom >= 4}
          onClick={() => setZoom((z) => Math.min(4, z + 0.25))}
        >
          <IconZoomIn size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('files.viewer.resetZoom')} onClick={() => (setZoom(1), setTurn(0))}>
          <IconZoomReset size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('files.viewer.rotate')} onClick={() => setTurn((x) => (x + 90) % 360)}>
          <IconRotateClockwise size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('files.viewer.image')}
        style={{ overflow: 'auto', maxHeight: '75vh', textAlign: 'center' }}
        bg="gray.1"
        p="sm"
      >
        <img
          src={src}
          alt={alt}
          onError={onError}
          style={{
            maxWidth: `${100 * zoom}%`,
            width: zoom > 1 ? `${100 * zoom}%` : undefined,
            transform: `rotate(${turn}deg)`,
            transition: 'transform 120ms',
          }}
        />
      </Box>
    </Box>
  );
}
