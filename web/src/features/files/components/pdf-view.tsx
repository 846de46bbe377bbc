import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Box, Center, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type * as PdfRender from '../lib/pdf-render';
import { fitScale } from '../lib/pdf-fit';
import { useT } from '../../../i18n/use-t';

type PdfDocument = PdfRender.PdfDocument;
type PdfModule = typeof PdfRender;

/** a PDF drawn inline, one page at a time, with page and zoom controls; pdf.js loads on first use */
export function PdfView({
  url,
  title,
  onLoadError,
  initialPage = 1,
}: {
  url: string;
  title: string;
  onLoadError: () => void;
  /** the page to open at (e.g. an assistant citation's); clamped to the document */
  initialPage?: number;
}) {
  const [mod, setMod] = useState<PdfModule | null>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(Math.max(1, Math.floor(initialPage) || 1));
  const [scale, setScale] = useState(1.25);
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // the document is opened once per file: a refreshed token must not reload it
  const firstUrl = useRef(url);
  const onError = useRef(onLoadError);
  onError.current = onLoadError;

  useEffect(() => {
    let active = true;
    let destroy = () => {};
    import('../lib/pdf-render')
      .then((m) => {
        if (!active) return;
        setMod(m);
        const opened = m.openPdf(firstUrl.current);
        destroy = opened.destroy;
        return opened.promise.then(async (d) => {
          if (!active) return;
          setPage((p) => Math.min(p, d.numPages || 1));
          // the page fits the screen's width at first (a phone is narrower than a page at 125 %)
          const width = (await d.getPage(1)).getViewport({ scale: 1 }).width;
          const room = box.current?.parentElement?.clientWidth ?? 0;
          if (active && width > 0 && room > 0) setScale(fitScale(room, width));
          if (active) setDoc(d);
        });
      })
      .catch(() => {
        if (!active) return;
        setFailed(true);
        onError.current();
      });
    return () => {
      active = false;
      destroy();
    };
  }, []);

  useEffect(() => {
    if (!mod || !doc || !box.current) return;
    return mod.renderPage(doc, page, scale, box.current);
  }, [mod, doc, page, scale]);

  if (failed)
    return (
      <Alert color="red" role="alert" title={t('files.viewer.pdfFailed')}>
        {t('files.viewer.pdfFailedBody')}
      </Alert>
    );
  const pages = doc?.numPages ?? 0;
  return (
    <Box>
      <Group gap="xs" justify="center" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('files.viewer.previousPage')}
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" aria-live="polite">
          {pages ? t('files.viewer.pageOf', { page, pages }) : t('files.viewer.loadingPdfDots')}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('files.viewer.nextPage')}
          disabled={page >= pages}
          onClick={() => setPage((p) => p + 1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('files.viewer.zoomOut')}
          disabled={scale <= 0.5}
          onClick={() => setScale((s) => Math.max(0.5, s - 0.25))}
        >
          <IconZoomOut size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm">{Math.round(scale * 100)}%</Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('files.viewer.zoomIn')}
          disabled={scale >= 4}
          onClick={() => setScale((s) => Math.min(4, s + 0.25))}
        >
          <IconZoomIn size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('files.viewer.pdfPages')}
        style={{ overflow: 'auto', maxHeight: '75vh' }}
        bg="gray.1"
        p="sm"
      >
        {doc ? null : (
          <Center py="xl">
            <Loader aria-label={t('files.viewer.loadingPdf')} role="progressbar" />
          </Center>
        )}
        <div
          ref={box}
          className="covey-pdf-page"
          role="document"
          aria-label={t('files.viewer.pageLabel', { title, page })}
          data-testid="pdf-page"
          hidden={!doc}
        />
      </Box>
    </Box>
  );
}
