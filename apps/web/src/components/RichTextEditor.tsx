import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RichTextEditor.module.css';

/** Links the server keeps (product decisions): http, https and mailto. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** The HTML to start with; setting it to '' later clears the editor. */
  value: string;
  /** The HTML, or '' when the editor is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible label. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  /** Limits the text (not the markup) and shows a counter "n/max". */
  maxCharacters?: number;
  /** The id of the editable area. */
  id?: string;
  ref?: Ref<RichTextEditorHandle>;
}

type Command = {
  key: string;
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
  isDisabled?: (editor: Editor) => boolean;
};

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    {children}
  </svg>
);
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icons = {
  bold: svg(<path {...stroke} d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />),
  italic: svg(<path {...stroke} d="M11 5h6M7 19h6M14 5l-4 14" />),
  strike: svg(
    <path
      {...stroke}
      d="M4 12h16M16.5 7.5C16 6 14.5 5 12 5c-3 0-4.5 1.5-4.5 3.3M7.5 16.5c.6 1.6 2.2 2.5 4.5 2.5 3 0 4.7-1.4 4.7-3.3"
    />,
  ),
  heading2: svg(
    <text x="3" y="17" fontSize="13" fontWeight="700" fill="currentColor">
      H2
    </text>,
  ),
  heading3: svg(
    <text x="3" y="17" fontSize="13" fontWeight="700" fill="currentColor">
      H3
    </text>,
  ),
  bulletList: svg(
    <>
      <path {...stroke} d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1.3" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1.3" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1.3" fill="currentColor" />
    </>,
  ),
  orderedList: svg(
    <>
      <path {...stroke} d="M10 6h10M10 12h10M10 18h10" />
      <text x="2.5" y="8.5" fontSize="7" fill="currentColor">
        1
      </text>
      <text x="2.5" y="14.5" fontSize="7" fill="currentColor">
        2
      </text>
      <text x="2.5" y="20.5" fontSize="7" fill="currentColor">
        3
      </text>
    </>,
  ),
  blockquote: svg(<path {...stroke} d="M5 7h5v5H7l-2 4M14 7h5v5h-3l-2 4" />),
  code: svg(<path {...stroke} d="M9 7l-5 5 5 5M15 7l5 5-5 5" />),
  link: svg(
    <path
      {...stroke}
      d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
    />,
  ),
  undo: svg(<path {...stroke} d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />),
  redo: svg(<path {...stroke} d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />),
};

/** "example.com" becomes "https://example.com"; other schemes are left for the check to refuse. */
function normaliseUrl(value: string): string {
  const url = value.trim();
  if (!url || SAFE_LINK.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return `https://${url.replace(/^\/+/, '')}`;
}

/**
 * The rich-text editor of event descriptions and reviews (TipTap): bold, italic, strike, two
 * heading levels, lists, quote, inline code and links, which is what the server keeps. The
 * toolbar is one tab stop (arrow keys move within it); Ctrl/⌘+B, I and the other TipTap
 * shortcuts work in the text.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  placeholder,
  maxCharacters,
  id,
  ref,
}: RichTextEditorProps) {
  const { t } = useTranslation('events');
  const baseId = useId();
  const counterId = `${baseId}-counter`;
  const linkInputId = `${baseId}-link`;
  const linkErrorId = `${baseId}-link-error`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const lastHtml = useRef(value);

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // Kept out because the server drops them: underline, horizontal rules.
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      CharacterCount.configure({ limit: maxCharacters ?? null }),
    ],
    [placeholder, maxCharacters],
  );

  const describedByIds = [describedBy, maxCharacters ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [id, labelledBy, describedByIds, invalid],
  );

  const editor = useEditor({
    extensions,
    content: value,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      lastHtml.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset) replaces the text; the editor's own changes do not.
  useEffect(() => {
    if (!editor || value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      if (!current) return null;
      return {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        strike: current.isActive('strike'),
        heading2: current.isActive('heading', { level: 2 }),
        heading3: current.isActive('heading', { level: 3 }),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        blockquote: current.isActive('blockquote'),
        code: current.isActive('code'),
        link: current.isActive('link'),
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
        characters: current.storage.characterCount?.characters() ?? 0,
      };
    },
  });

  const commands: Command[] = [
    { key: 'bold', label: t('editor.bold'), icon: icons.bold, run: (e) => e.chain().focus().toggleBold().run() },
    {
      key: 'italic',
      label: t('editor.italic'),
      icon: icons.italic,
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'strike',
      label: t('editor.strike'),
      icon: icons.strike,
      run: (e) => e.chain().focus().toggleStrike().run(),
    },
    {
      key: 'heading2',
      label: t('editor.heading2'),
      icon: icons.heading2,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      label: t('editor.heading3'),
      icon: icons.heading3,
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bulletList',
      label: t('editor.bulletList'),
      icon: icons.bulletList,
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('editor.orderedList'),
      icon: icons.orderedList,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: t('editor.blockquote'),
      icon: icons.blockquote,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    { key: 'code', label: t('editor.code'), icon: icons.code, run: (e) => e.chain().focus().toggleCode().run() },
    {
      key: 'link',
      label: t('editor.link'),
      icon: icons.link,
      run: (e) => {
        setLinkUrl((e.getAttributes('link').href as string | undefined) ?? '');
        setLinkError(false);
        setLinkOpen(true);
      },
    },
    {
      key: 'undo',
      label: t('editor.undo'),
      icon: icons.undo,
      run: (e) => e.chain().focus().undo().run(),
      isDisabled: () => !state?.canUndo,
    },
    {
      key: 'redo',
      label: t('editor.redo'),
      icon: icons.redo,
      run: (e) => e.chain().focus().redo().run(),
      isDisabled: () => !state?.canRedo,
    },
  ];
  const pressable = new Set([
    'bold',
    'italic',
    'strike',
    'heading2',
    'heading3',
    'bulletList',
    'orderedList',
    'blockquote',
    'code',
    'link',
  ]);

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: commands.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + commands.length) % commands.length;
    setActiveIndex(index);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    if (!editor) return;
    const href = normaliseUrl(linkUrl);
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!SAFE_LINK.test(href)) {
      setLinkError(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };

  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-controls={id}
        className={styles.toolbar}
        onKeyDown={onToolbarKeyDown}
      >
        {commands.map((command, index) => (
          <button
            key={command.key}
            type="button"
            className={styles.tool}
            tabIndex={index === activeIndex ? 0 : -1}
            aria-label={command.label}
            title={command.label}
            aria-pressed={pressable.has(command.key) ? Boolean(state?.[command.key as keyof typeof state]) : undefined}
            disabled={!editor || command.isDisabled?.(editor)}
            onFocus={() => setActiveIndex(index)}
            // Keeps the text selection while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && command.run(editor)}
          >
            {command.icon}
          </button>
        ))}
      </div>
      {linkOpen && (
        // Not a <form>: the editor usually sits inside one.
        <div className={styles.linkBar} role="group" aria-label={t('editor.link')}>
          <label htmlFor={linkInputId} className="visually-hidden">
            {t('editor.linkUrl')}
          </label>
          <input
            id={linkInputId}
            type="url"
            inputMode="url"
            className={styles.linkInput}
            placeholder="https://"
            value={linkUrl}
            autoFocus
            aria-invalid={linkError || undefined}
            aria-describedby={linkError ? linkErrorId : undefined}
            onChange={(e) => {
              setLinkUrl(e.target.value);
              setLinkError(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyLink(e);
              if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                closeLink();
              }
            }}
          />
          <button type="button" className={styles.linkButton} onClick={applyLink}>
            {t('editor.linkApply')}
          </button>
          {state?.link && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                editor?.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {t('editor.linkRemove')}
            </button>
          )}
          <button type="button" className={styles.linkButton} onClick={closeLink}>
            {t('editor.linkCancel')}
          </button>
          {linkError && (
            <p id={linkErrorId} className={styles.linkError}>
              {t('editor.linkInvalid')}
            </p>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
      {maxCharacters ? (
        <p id={counterId} className={styles.counter}>
          <span aria-hidden="true">{t('editor.counter', { count: state?.characters ?? 0, max: maxCharacters })}</span>
          <span className="visually-hidden">
            {t('editor.counterLabel', { count: state?.characters ?? 0, max: maxCharacters })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
