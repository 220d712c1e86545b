import { Box, Button, HStack, IconButton, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { richTextCss } from '../safe-html/safe-html';

// The console's one rich-text editor (Tiptap on ProseMirror), for every rich-text field. It offers
// exactly what the server's sanitiser keeps (SECURITY 20: paragraphs, h2–h4, bold, italic, lists,
// quotes and https or mailto links), so what an operator sees is what is stored. The `short`
// variant is a notification's: bold and https links only (the sanitiser's toast subset), with the
// rest left out of the document itself, so a pasted heading or list arrives as plain text. Only
// staff screens import this file: it stays out of every member and public bundle.

/** Links the sanitiser keeps; any other address would be dropped on save, so it is refused here. */
export const SAFE_LINK = /^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;
/** The links a notification keeps: https only. */
export const HTTPS_LINK = /^https:\/\/[^\s]+$/i;

export const editorTexts = {
  toolbar: 'قالب‌بندی متن',
  paragraph: 'متن ساده',
  h2: 'عنوان بخش',
  h3: 'عنوان زیربخش',
  h4: 'عنوان کوچک',
  bold: 'پررنگ (Ctrl+B)',
  italic: 'کج (Ctrl+I)',
  bullet: 'فهرست نقطه‌ای',
  ordered: 'فهرست شماره‌دار',
  quote: 'نقل قول',
  link: 'افزودن پیوند',
  unlink: 'برداشتن پیوند',
  undo: 'واگرد (Ctrl+Z)',
  redo: 'ازنو (Ctrl+Shift+Z)',
  linkAddress: 'نشانی پیوند',
  linkHint: 'نشانی باید با https:// یا mailto: آغاز شود.',
  linkApply: 'ثبت پیوند',
  linkCancel: 'انصراف',
  linkInvalid: 'نشانی پیوند باید با https:// (یا mailto: برای ایمیل) آغاز شود؛ پیوندهای دیگر هنگام ذخیره حذف می‌شوند.',
  shortLinkHint: 'نشانی باید با https:// آغاز شود.',
  shortLinkInvalid: 'نشانی پیوند باید با https:// آغاز شود؛ پیوندهای دیگر هنگام ذخیره حذف می‌شوند.',
  linkNeedsText: 'ابتدا متنی را که باید پیوند شود انتخاب کنید.',
} as const;

/** `full`: a page or an answer. `short`: a notification's toast — bold and https links only. */
export type RichTextVariant = 'full' | 'short';

export type RichTextEditorProps = {
  /** The field's accessible name (the editable area is not a form control a `<label>` can name). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  variant?: RichTextVariant;
};

/** What a variant's documents may hold: Tiptap drops the rest from pasted or loaded HTML too. */
function extensionsFor(variant: RichTextVariant) {
  const short = variant === 'short';
  const allowed = short ? HTTPS_LINK : SAFE_LINK;
  return [
    StarterKit.configure({
      heading: short ? false : { levels: [2, 3, 4] },
      ...(short
        ? {
            italic: false,
            bulletList: false,
            orderedList: false,
            listItem: false,
            listKeymap: false,
            blockquote: false,
          }
        : {}),
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // An empty paragraph kept after every list or quote would be stored and published as a gap.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: short ? ['https'] : ['https', 'mailto'],
        isAllowedUri: (url) => allowed.test(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      },
    }),
  ];
}

/** The body's HTML as Tiptap writes it; an empty document is an empty string, not `<p></p>`. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  variant = 'full',
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: extensionsFor(variant),
    content: value,
    editorProps: {
      attributes: {
        dir: 'rtl',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'rich-text-area',
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // A value from outside (the server's cleaned text after a save, a reload) replaces the document.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Stack
      gap="0"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={invalid ? 'border.error' : 'border.control'}
      bg="bg.card"
      overflow="hidden"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
    >
      <Toolbar editor={editor} variant={variant} />
      <Box
        paddingInline="4"
        paddingBlock="3"
        lineHeight="1.9"
        css={{
          '& .ProseMirror': { minHeight: variant === 'short' ? '16' : '60', outline: 'none' },
          ...richTextCss,
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Stack>
  );
}

type ToolButton = {
  key: string;
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  run: () => void;
};

/** The toolbar's groups a variant offers, by the first button's key. */
const SHORT_GROUPS = new Set(['bold', 'link', 'undo']);

function Toolbar({ editor, variant }: { editor: Editor | null; variant: RichTextVariant }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            paragraph: current.isActive('paragraph'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            h4: current.isActive('heading', { level: 4 }),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
            href: (current.getAttributes('link').href as string | undefined) ?? '',
            empty: current.state.selection.empty,
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const [linkOpen, setLinkOpen] = useState(false);
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();
  const size = 18;

  const every: ToolButton[][] = [
    [
      {
        key: 'paragraph',
        label: editorTexts.paragraph,
        icon: <Pilcrow size={size} />,
        active: state.paragraph,
        run: () => chain().setParagraph().run(),
      },
      {
        key: 'h2',
        label: editorTexts.h2,
        icon: <Heading2 size={size} />,
        active: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: 'h3',
        label: editorTexts.h3,
        icon: <Heading3 size={size} />,
        active: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
      {
        key: 'h4',
        label: editorTexts.h4,
        icon: <Heading4 size={size} />,
        active: state.h4,
        run: () => chain().toggleHeading({ level: 4 }).run(),
      },
    ],
    [
      {
        key: 'bold',
        label: editorTexts.bold,
        icon: <Bold size={size} />,
        active: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: editorTexts.italic,
        icon: <Italic size={size} />,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
    ],
    [
      {
        key: 'bullet',
        label: editorTexts.bullet,
        icon: <List size={size} />,
        active: state.bullet,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'ordered',
        label: editorTexts.ordered,
        icon: <ListOrdered size={size} />,
        active: state.ordered,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'quote',
        label: editorTexts.quote,
        icon: <Quote size={size} />,
        active: state.quote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
    [
      {
        key: 'link',
        label: editorTexts.link,
        icon: <Link2 size={size} />,
        active: state.link || linkOpen,
        run: () => setLinkOpen((open) => !open),
      },
      {
        key: 'unlink',
        label: editorTexts.unlink,
        icon: <Link2Off size={size} />,
        disabled: !state.link,
        run: () => chain().extendMarkRange('link').unsetLink().run(),
      },
    ],
    [
      {
        key: 'undo',
        label: editorTexts.undo,
        icon: <Undo2 size={size} />,
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: 'redo',
        label: editorTexts.redo,
        icon: <Redo2 size={size} />,
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];

  // A notification keeps bold and links: its headings, italics, lists and quotes are not offered.
  const groups =
    variant === 'short'
      ? every
          .filter((group) => SHORT_GROUPS.has(group[0]!.key))
          .map((group) => group.filter((button) => button.key !== 'italic'))
      : every;

  return (
    <Box borderBottomWidth="1px" bg="bg.muted">
      <HStack role="toolbar" aria-label={editorTexts.toolbar} gap="1" padding="1" flexWrap="wrap">
        {groups.map((group, index) => (
          <HStack key={group[0]!.key} gap="1">
            {index > 0 && <Separator orientation="vertical" height="6" marginInline="1" />}
            {group.map((button) => (
              <IconButton
                key={button.key}
                aria-label={button.label}
                title={button.label}
                // Toggles say whether they are on; commands (undo, unlink) are plain buttons.
                aria-pressed={button.active === undefined ? undefined : button.active}
                disabled={button.disabled}
                variant={button.active ? 'subtle' : 'ghost'}
                colorPalette={button.active ? 'brand' : 'gray'}
                minWidth="11"
                height="11"
                // The selection stays in the text while a button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={button.run}
              >
                {button.icon}
              </IconButton>
            ))}
          </HStack>
        ))}
      </HStack>
      {linkOpen && (
        <LinkForm
          editor={editor}
          initial={state.href}
          needsText={state.empty && !state.link}
          httpsOnly={variant === 'short'}
          onClose={() => setLinkOpen(false)}
        />
      )}
    </Box>
  );
}

function LinkForm({
  editor,
  initial,
  needsText,
  httpsOnly,
  onClose,
}: {
  editor: Editor;
  initial: string;
  needsText: boolean;
  httpsOnly: boolean;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial || 'https://');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  function apply() {
    const url = href.trim();
    if (!(httpsOnly ? HTTPS_LINK : SAFE_LINK).test(url))
      return setError(httpsOnly ? editorTexts.shortLinkInvalid : editorTexts.linkInvalid);
    if (needsText) return setError(editorTexts.linkNeedsText);
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  }
  return (
    <Stack gap="1" padding="2" borderTopWidth="1px">
      <label htmlFor={`${id}-href`}>
        <Text as="span" fontSize="sm" fontWeight="bold">
          {editorTexts.linkAddress}
        </Text>
      </label>
      <HStack gap="2" flexWrap="wrap">
        <Input
          id={`${id}-href`}
          dir="ltr"
          height="11"
          flex="1"
          minWidth="48"
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onClose();
          }}
          autoFocus
        />
        <Button size="sm" minHeight="11" colorPalette="brand" onClick={apply}>
          {editorTexts.linkApply}
        </Button>
        <Button size="sm" minHeight="11" variant="ghost" onClick={onClose}>
          {editorTexts.linkCancel}
        </Button>
      </HStack>
      <Text
        id={`${id}-note`}
        fontSize="xs"
        color={error ? 'fg.error' : 'fg.secondary'}
        role={error ? 'alert' : undefined}
      >
        {error ?? (httpsOnly ? editorTexts.shortLinkHint : editorTexts.linkHint)}
      </Text>
    </Stack>
  );
}
