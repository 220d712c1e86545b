import { Box, Button, ChakraProvider, EnvironmentProvider, HStack, LocaleProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import Frame, { useFrame } from 'react-frame-component';
import { ForcedMobileContext } from '../../hooks/use-is-mobile';
import { MOBILE_MAX_WIDTH, VIEWPORTS, type ViewportName } from '../../system/breakpoints';
import { getSystem } from '../../system/system';

/** The two widths a console preview shows a member's screen at. */
export const previewWidths: readonly { key: ViewportName; label: string }[] = [
  { key: 'mobile', label: 'گوشی (۳۹۰ پیکسل)' },
  { key: 'desktop', label: 'رایانه (۱۲۸۰ پیکسل)' },
];

const widthLabel = (viewport: ViewportName) => previewWidths.find((width) => width.key === viewport)!.label;

export type PreviewWidthToggleProps = { value: ViewportName; onChange: (viewport: ViewportName) => void };

/** The preview's width, phone or desktop: the chosen one pressed, with a check and a border. */
export function PreviewWidthToggle({ value, onChange }: PreviewWidthToggleProps) {
  return (
    <HStack role="group" aria-label="عرض پیش‌نمایش" gap="2">
      {previewWidths.map((width) => (
        <Button
          key={width.key}
          size="sm"
          minHeight="11"
          variant={value === width.key ? 'outline' : 'ghost'}
          borderWidth={value === width.key ? '2px' : '1px'}
          fontWeight={value === width.key ? 'bold' : 'normal'}
          colorPalette="brand"
          aria-pressed={value === width.key}
          onClick={() => onChange(width.key)}
        >
          {value === width.key && <Check size={16} aria-hidden="true" />}
          {width.label}
        </Button>
      ))}
    </HStack>
  );
}

export type PreviewFrameProps = { viewport: ViewportName; children: ReactNode };

/**
 * The page's own style sheets (the fonts, the cascade layers' order), written into the frame's
 * first HTML so they come before anything Emotion adds. Emotion's sheets are left out: the frame
 * has its own cache, and Chakra writes its global styles there.
 */
function frameDocument(): string {
  const sheets = [
    ...document.head.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style'),
  ]
    .filter((sheet) => !sheet.hasAttribute('data-emotion'))
    .map((sheet) => sheet.outerHTML)
    .join('');
  return `<!DOCTYPE html><html lang="fa" dir="rtl"><head>${sheets}</head><body style="margin:0"><div id="preview-root"></div></body></html>`;
}

/**
 * Shows its children in an iframe exactly as wide as a 390px phone or a 1280px desktop, so every
 * responsive style (Chakra's breakpoints are media queries) and `useIsMobile()` answer for that
 * width, as on a member's screen. A frame wider than the column it sits in is drawn smaller, whole
 * (a scale leaves its width, and so its layout, as it is); it grows to its content's height. What it
 * shows is for looking at only: it is inert.
 */
export function PreviewFrame({ viewport, children }: PreviewFrameProps) {
  const { width } = VIEWPORTS[viewport];
  const [height, setHeight] = useState(400);
  const [available, setAvailable] = useState<number | null>(null);
  const column = useRef<HTMLDivElement>(null);
  const initialContent = useMemo(frameDocument, []);

  useEffect(() => {
    const element = column.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = available ? Math.min(1, available / width) : 1;
  return (
    <Box ref={column} data-preview-width={viewport}>
      <Box width={`${width * scale}px`} height={`${height * scale}px`} marginInline="auto" overflow="hidden">
        <Frame
          title={`پیش‌نمایش: ${widthLabel(viewport)}`}
          initialContent={initialContent}
          mountTarget="#preview-root"
          style={{
            width: `${width}px`,
            height: `${height}px`,
            border: 0,
            display: 'block',
            transform: scale < 1 ? `scale(${scale})` : undefined,
            // The frame's start (the right, in Persian) stays put as it shrinks.
            transformOrigin: 'top right',
          }}
        >
          <FrameContent isMobile={width < MOBILE_MAX_WIDTH} onHeight={setHeight}>
            {children}
          </FrameContent>
        </Frame>
      </Box>
    </Box>
  );
}

function FrameContent({
  isMobile,
  onHeight,
  children,
}: {
  isMobile: boolean;
  onHeight: (height: number) => void;
  children: ReactNode;
}) {
  const { document: frame } = useFrame();
  const cache = useMemo(() => createCache({ key: 'preview', container: frame!.head }), [frame]);

  useEffect(() => {
    // The mount point's own height: the document's is at least the frame's, so it would never shrink.
    const root = frame!.getElementById('preview-root')!;
    const measure = () => onHeight(Math.ceil(root.getBoundingClientRect().height));
    const FrameResizeObserver = frame!.defaultView?.ResizeObserver;
    if (!FrameResizeObserver) return measure();
    const observer = new FrameResizeObserver(measure);
    observer.observe(root);
    measure();
    return () => observer.disconnect();
  }, [frame, onHeight]);

  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>
        {/* Menus, popovers and focus handling look for their elements in the frame's document. */}
        <EnvironmentProvider value={() => frame!}>
          <LocaleProvider locale="fa-IR">
            <ForcedMobileContext.Provider value={isMobile}>
              <Box dir="rtl" lang="fa" fontFamily="body" color="fg" bg="bg.canvas" padding="4" inert>
                {children}
              </Box>
            </ForcedMobileContext.Provider>
          </LocaleProvider>
        </EnvironmentProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
