import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Toolbar } from 'radix-ui';
import { LineIcon } from './LineIcon.tsx';
import styles from './RichTextEditor.module.css';

/** Links the server keeps (product decisions): http, https and mailto. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

interface RichTextEditorHandle {
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

/** Drawn on LineIcon's 24-unit grid. */
const iconPaths = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M11 5h6M7 19h6M14 5l-4 14',
  strike: 'M4 12h16M16.5 7.5C16 6 14.5 5 12 5c-3 0-4.5 1.5-4.5 3.3M7.5 16.5c.6 1.6 2.2 2.5 4.5 2.5 3 0 4.7-1.4 4.7-3.3',
  heading2: 'M3 6v12M11 6v12M3 12h8M15 10.5a2.5 2.5 0 1 1 4.3 1.7L15 18h5',
  heading3: 'M3 6v12M11 6v12M3 12h8M15 9a2.5 2.5 0 1 1 2.5 3 2.5 2.5 0 1 1-2.5 3.5',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M3.5 5l1.5-1v5M3.5 14.2a1.5 1.5 0 1 1 2.6 1L3.5 19h3',
  blockquote: 'M5 7h5v5H7l-2 4M14 7h5v5h-3l-2 4',
  code: 'M9 7l-5 5 5 5M15 7l5 5-5 5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
} as const;

type Command = {
  key: keyof typeof iconPaths;
  label: string;
  run: (editor: Editor) => void;
  isDisabled?: (editor: Editor) => boolean;
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
    { key: 'bold', label: t('editor.bold'), run: (e) => e.chain().focus().toggleBold().run() },
    {
      key: 'italic',
      label: t('editor.italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'strike',
      label: t('editor.strike'),
      run: (e) => e.chain().focus().toggleStrike().run(),
    },
    {
      key: 'heading2',
      label: t('editor.heading2'),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      label: t('editor.heading3'),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bulletList',
      label: t('editor.bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('editor.orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: t('editor.blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    { key: 'code', label: t('editor.code'), run: (e) => e.chain().focus().toggleCode().run() },
    {
      key: 'link',
      label: t('editor.link'),
      run: (e) => {
        setLinkUrl((e.getAttributes('link').href as string | undefined) ?? '');
        setLinkError(false);
        setLinkOpen(true);
      },
    },
    {
      key: 'undo',
      label: t('editor.undo'),
      run: (e) => e.chain().focus().undo().run(),
      isDisabled: () => !state?.canUndo,
    },
    {
      key: 'redo',
      label: t('editor.redo'),
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
      {/* One tab stop; the arrow keys, Home and End move within it, past disabled buttons. */}
      <Toolbar.Root aria-label={t('editor.toolbar')} aria-controls={id} className={styles.toolbar}>
        {commands.map((command) => (
          <Toolbar.Button
            key={command.key}
            className={styles.tool}
            aria-label={command.label}
            title={command.label}
            aria-pressed={pressable.has(command.key) ? Boolean(state?.[command.key as keyof typeof state]) : undefined}
            disabled={!editor || command.isDisabled?.(editor)}
            // Keeps the text selection while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && command.run(editor)}
          >
            <LineIcon size={18}>
              <path d={iconPaths[command.key]} />
            </LineIcon>
          </Toolbar.Button>
        ))}
      </Toolbar.Root>
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
