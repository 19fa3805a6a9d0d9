import {debounce} from '../pageLoading/debounce';

/** What the site pushes to the tag manager's `dataLayer`. */
export type DataLayerEntry =
  | {readonly event: 'route-change'}
  | {
      readonly event: 'core-web-vitals';
      readonly name: string;
      readonly value: number;
      readonly id: string;
    };

/** The parts of a `web-vitals` metric that are reported. */
export interface VitalsMetric {
  readonly name: string;
  readonly value: number;
  readonly id: string;
}

/**
 * Reports each metric (CLS, LCP, …) once its value has been stable for
 * `waitMs`: metrics observed with `reportAllChanges` update often while the
 * page settles, and only the settled value is worth sending.
 */
export function createVitalsReporter(
  push: (entry: DataLayerEntry) => void,
  waitMs: number,
): (metric: VitalsMetric) => void {
  const senders = new Map<string, (metric: VitalsMetric) => void>();
  return (metric) => {
    let send = senders.get(metric.name);
    if (!send) {
      send = debounce(({name, value, id}: VitalsMetric) => {
        push({event: 'core-web-vitals', name, value, id});
      }, waitMs);
      senders.set(metric.name, send);
    }
    send(metric);
  };
}
