import { CHAT_MESSAGE_MAX_LENGTH } from '@moim/contract/limits';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import styles from '../chat.module.css';

/** How close to the limit the count of characters appears. */
const COUNT_FROM = CHAT_MESSAGE_MAX_LENGTH - 100;

export interface ComposerProps {
  /** The room is shown: what is written can be sent (while offline, it waits for the connection). */
  canSend: boolean;
  onSend: (text: string) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The text box and Send: Enter sends, Shift+Enter starts a new line; blank text is not sent. */
export function Composer({ canSend, onSend, inputRef }: ComposerProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const ready = canSend && text.trim() !== '';
  const submit = () => {
    if (!ready) return;
    onSend(text);
    setText('');
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('message')}
      </label>
      <textarea
        id={id}
        ref={inputRef}
        className={styles.input}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('placeholder')}
        aria-describedby={`${id}-hint${text.length >= COUNT_FROM ? ` ${id}-count` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Not while an input method is composing (Korean): that Enter ends the syllable.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
          event.preventDefault();
          submit();
        }}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('keyHint')}
      </span>
      {text.length >= COUNT_FROM && (
        <span id={`${id}-count`} className={styles.count}>
          {t('characters', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </span>
      )}
      <Button type="submit" disabled={!ready}>
        {t('send')}
      </Button>
    </form>
  );
}
