import { chakra, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon, X as XIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';

declare module 'react' {
  // Invoker commands (`commandfor`, `command`): the browser opens and closes the dialog itself.
  // React passes the attributes through; its types do not name them yet.
  // The type parameter must be React's, by name, for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close';
  }
}

export type MenuDrawerProps = {
  title: ReactNode;
  /** The menu's content; `close` closes it (a link calls it as it navigates). */
  children: (close: () => void) => ReactNode;
};

// React reads the server's answer on the server and while it hydrates what the server sent.
const subscribeNever = () => () => {};
const inBrowserRender = () => false;
const inServerMarkup = () => true;

// Browsers without invoker commands (older Safari) open the dialog from the click handler instead,
// once the app has started.
const invokerCommands = typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * The phone menu of every layout: a start-side drawer opened by the menu button. It is the
 * platform's modal `<dialog>`, opened by the button's invoker command and closed by Escape, a tap
 * on the backdrop or the close button, so on a server-rendered page it opens from the first paint,
 * before the app's code has arrived or started; the browser keeps focus inside it and gives focus
 * back to the button. Any page change closes it.
 */
export function MenuDrawer({ title, children }: MenuDrawerProps) {
  const id = useId();
  const dialogId = `menu${id}`;
  const titleId = `${dialogId}-title`;
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // The content is rendered where it can be used before the app starts: on the server, and so in
  // the page the browser takes over. A page the browser renders itself (a member's) renders it
  // the first time the menu opens, not at every page's start.
  const serverMarkup = useSyncExternalStore(subscribeNever, inBrowserRender, inServerMarkup);
  const [filled, setFilled] = useState(serverMarkup);
  const close = useCallback(() => dialog.current?.close(), []);
  const { pathname } = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A menu opened before the app started is open already.
    const sync = () => {
      setOpen(element.open);
      if (element.open) setFilled(true);
    };
    sync();
    element.addEventListener('toggle', sync);
    element.addEventListener('close', sync);
    return () => {
      element.removeEventListener('toggle', sync);
      element.removeEventListener('close', sync);
    };
  }, []);
  // Any page change closes the menu (not its first render: a menu opened before the app started stays open).
  const renderedOn = useRef(pathname);
  useEffect(() => {
    if (renderedOn.current === pathname) return;
    renderedOn.current = pathname;
    close();
  }, [pathname, close]);

  return (
    <>
      {/* Plain elements inside `asChild`: Chakra's own elements drop attributes newer than
          Emotion's list of HTML attributes (`commandfor`, `command`, `closedby`). */}
      <IconButton asChild variant="ghost" size="md">
        <button
          type="button"
          aria-label="باز کردن منو"
          aria-haspopup="dialog"
          aria-controls={dialogId}
          aria-expanded={open}
          commandfor={dialogId}
          command="show-modal"
          onClick={() => {
            if (invokerCommands || !dialog.current || dialog.current.open) return;
            dialog.current.showModal();
            setOpen(true);
            setFilled(true);
          }}
        >
          <MenuIcon aria-hidden="true" />
        </button>
      </IconButton>
      <chakra.dialog
        asChild
        css={{
          position: 'fixed',
          insetBlock: '0',
          insetInlineStart: '0',
          insetInlineEnd: 'auto',
          margin: '0',
          padding: '0',
          border: 'none',
          width: '100%',
          maxWidth: 'xs',
          height: '100dvh',
          maxHeight: '100dvh',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          bg: 'bg.panel',
          color: 'fg',
          boxShadow: 'lg',
          textStyle: 'sm',
          '&[open]': {
            display: 'flex',
            flexDirection: 'column',
            animationName: { base: 'slide-from-left-full, fade-in', _rtl: 'slide-from-right-full, fade-in' },
            animationDuration: 'slowest',
            animationTimingFunction: 'ease-in-smooth',
          },
          '&::backdrop': { background: 'rgb(0 0 0 / 0.48)' },
          _motionReduce: { '&[open]': { animationName: 'none' } },
          // The page behind stays where it is while the menu is open.
          'html:has(&[open])': { overflow: 'hidden' },
        }}
      >
        <dialog
          ref={dialog}
          id={dialogId}
          aria-labelledby={titleId}
          closedby="any"
          // A tap outside the panel lands on the dialog itself (its backdrop): closes it where the
          // browser does not already (`closedby`).
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
        >
          <chakra.div display="flex" alignItems="center" paddingInline="6" paddingBlockStart="6" paddingBlockEnd="4">
            <chakra.div id={titleId} flex="1" textStyle="lg" fontWeight="semibold">
              {title}
            </chakra.div>
            <IconButton asChild variant="ghost" size="sm">
              <button type="button" aria-label="بستن منو" commandfor={dialogId} command="close" onClick={close}>
                <XIcon aria-hidden="true" />
              </button>
            </IconButton>
          </chakra.div>
          <chakra.div paddingInline="6" paddingBlockStart="2" paddingBlockEnd="6" flex="1">
            {filled && children(close)}
          </chakra.div>
        </dialog>
      </chakra.dialog>
    </>
  );
}
