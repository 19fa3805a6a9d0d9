import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';
import {pushToDataLayer, type DataLayerEntry} from '@site/src/analytics/dataLayer';
import {feedbackEntry, hasAnswered, rememberAnswer, type Answer, type KeyValueStore} from './feedback';
import styles from './styles.module.css';

// The reason form loads when the reader answers, not with the page.
const ReasonForm = lazy(() => import('./ReasonForm'));

export interface Props {
  /** The page's path, e.g. `/jet/jobs/partner-jobs/`. */
  readonly path: string;
  readonly product: string;
  readonly version: string;
  /** Defaults to the browser's localStorage. */
  readonly storage?: KeyValueStore;
  /** Defaults to the analytics data layer. */
  readonly push?: (entry: DataLayerEntry) => void;
}

type Step =
  | {readonly kind: 'ask'}
  | {readonly kind: 'reason'; readonly answer: Answer}
  | {readonly kind: 'thanks'; readonly before: boolean};

/** The stored answer changes only through this component, which re-renders then anyway. */
function subscribeToNothing(): () => void {
  return () => undefined;
}

function browserStorage(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** "Was this page helpful?" at the end of a doc page: Yes / No, an optional reason, then thanks. */
export default function PageFeedback({
  path,
  product,
  version,
  storage,
  push = pushToDataLayer,
}: Props): ReactNode {
  const [step, setStep] = useState<Step>({kind: 'ask'});
  const thanks = useRef<HTMLParagraphElement>(null);
  // An answer given but not yet sent: sent without a reason if the reader leaves the page first.
  const pending = useRef<Answer | null>(null);
  const store = useCallback(() => storage ?? browserStorage(), [storage]);

  const send = useCallback(
    (answer: Answer, reason?: string, reasonText?: string) => {
      pending.current = null;
      push(feedbackEntry({path, product, version, answer, reason, reasonText}));
      rememberAnswer(store(), path, answer);
    },
    [path, product, version, push, store],
  );

  // Known in the browser only: the server renders the question, hydration then shows the earlier answer.
  const answeredBefore = useSyncExternalStore(
    subscribeToNothing,
    () => hasAnswered(store(), path),
    () => false,
  );
  const shown: Step = step.kind === 'ask' && answeredBefore ? {kind: 'thanks', before: true} : step;

  useEffect(() => {
    const flush = (): void => {
      if (pending.current) send(pending.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [send]);

  useEffect(() => {
    if (step.kind === 'thanks') thanks.current?.focus();
  }, [step]);

  const answer = (value: Answer): void => {
    pending.current = value;
    setStep({kind: 'reason', answer: value});
  };

  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-title">
      <h2 id="page-feedback-title" className={styles.title}>
        {translate({id: 'help.PageFeedback.question', message: 'Was this page helpful?'})}
      </h2>
      {shown.kind === 'ask' && (
        <div className={styles.answers}>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={() => answer('yes')}>
            {translate({id: 'help.PageFeedback.yes', message: 'Yes'})}
          </button>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={() => answer('no')}>
            {translate({id: 'help.PageFeedback.no', message: 'No'})}
          </button>
        </div>
      )}
      {shown.kind === 'reason' && (
        <Suspense fallback={null}>
          <ReasonForm
            answer={shown.answer}
            onSend={(reason, reasonText) => {
              send(shown.answer, reason, reasonText);
              setStep({kind: 'thanks', before: false});
            }}
          />
        </Suspense>
      )}
      {shown.kind === 'thanks' && (
        <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
          {shown.before
            ? translate({
                id: 'help.PageFeedback.answeredBefore',
                message: 'You have told us about this page already. Thank you!',
              })
            : translate({id: 'help.PageFeedback.thanks', message: 'Thank you for your feedback!'})}
        </p>
      )}
    </section>
  );
}
