import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {REASONS, REASON_MAX_LENGTH, type Answer, type Reason} from './feedback';
import styles from './styles.module.css';

export interface Props {
  readonly answer: Answer;
  /** The reason chosen (one of REASONS, or `''`) and the reader's own words (or `''`). */
  readonly onSend: (reason: string, reasonText: string) => void;
}

function reasonLabel(reason: Reason): string {
  switch (reason) {
    case 'answered':
      return translate({id: 'help.PageFeedback.reason.answered', message: 'It answered my question'});
    case 'steps-worked':
      return translate({id: 'help.PageFeedback.reason.stepsWorked', message: 'The steps worked'});
    case 'easy-to-follow':
      return translate({id: 'help.PageFeedback.reason.easyToFollow', message: 'It was easy to follow'});
    case 'wrong-or-outdated':
      return translate({
        id: 'help.PageFeedback.reason.wrongOrOutdated',
        message: 'The information is wrong or out of date',
      });
    case 'missing':
      return translate({id: 'help.PageFeedback.reason.missing', message: 'Information I need is missing'});
    case 'unclear':
      return translate({id: 'help.PageFeedback.reason.unclear', message: 'It is hard to understand'});
    case 'steps-failed':
      return translate({id: 'help.PageFeedback.reason.stepsFailed', message: 'The steps did not work'});
    case 'other':
      return translate({id: 'help.PageFeedback.reason.other', message: 'Something else'});
  }
}

/** The optional second step: a reason from a list and up to 500 characters of the reader's own words. */
export default function ReasonForm({answer, onSend}: Props): ReactNode {
  const id = useId();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // Keyboard and screen-reader users continue where the form now is.
  useEffect(() => form.current?.focus(), []);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSend(reason, text);
  };

  return (
    <form ref={form} tabIndex={-1} className={styles.form} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset className={styles.reasons}>
        <legend id={`${id}-legend`}>
          {answer === 'yes'
            ? translate({id: 'help.PageFeedback.reasonYes', message: 'Thanks! What helped? (optional)'})
            : translate({id: 'help.PageFeedback.reasonNo', message: 'Thanks! What went wrong? (optional)'})}
        </legend>
        {REASONS[answer].map((choice: Reason) => (
          <label key={choice} className={styles.reason}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            {reasonLabel(choice)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className={styles.textLabel}>
        {translate({id: 'help.PageFeedback.textLabel', message: 'Tell us more (optional)'})}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.text}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, REASON_MAX_LENGTH))}
        aria-describedby={`${id}-hint ${id}-count`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {translate({
          id: 'help.PageFeedback.hint',
          message: 'Please leave out personal details such as names, email addresses or account numbers.',
        })}
      </p>
      <p id={`${id}-count`} className={styles.hint}>
        {translate(
          {id: 'help.PageFeedback.count', message: '{count} of {max} characters'},
          {count: String(text.length), max: String(REASON_MAX_LENGTH)},
        )}
      </p>
      <button type="submit" className="button button--primary button--sm">
        {translate({id: 'help.PageFeedback.send', message: 'Send'})}
      </button>
    </form>
  );
}
