import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {PRODUCTS, sectionRoot} from '@site/src/products';
import styles from './styles.module.css';

export interface SectionOption {
  readonly label: string;
  readonly path: string;
}

/** Home, then every product section root, in tab order. */
export function sectionOptions(): SectionOption[] {
  return [
    {label: translate({id: 'help.section.home', message: 'Home'}), path: '/'},
    ...PRODUCTS.map((p) => ({label: p.name, path: sectionRoot(p.id)})),
  ];
}

/** Keys that move a closed select's choice one option at a time (and fire `change` in Chromium). */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

function isBrowsingKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
}

export interface Props {
  /** Path of the current section's option; `undefined` when the page is in none (404, 500). */
  readonly currentPath: string | undefined;
  readonly onNavigate: (path: string) => void;
  readonly className?: string;
}

/**
 * The small-screen 'Section' dropdown, a native select. A choice made in the
 * option list navigates at once; arrowing through the closed select only
 * moves the choice, and Enter confirms it, so keyboard users are not sent
 * away by every key press.
 */
export default function SectionSelect({currentPath, onNavigate, className}: Props): ReactNode {
  const id = useId();
  const [pending, setPending] = useState<string | undefined>(undefined);
  const browsing = useRef(false);
  const value = pending ?? currentPath ?? '';

  function navigate(path: string): void {
    setPending(undefined);
    if (path !== '' && path !== currentPath) onNavigate(path);
  }

  return (
    <div className={clsx('help-section-dropdown', styles.section, className)}>
      <label htmlFor={id} className={styles.label}>
        {translate({id: 'help.section.label', message: 'Section'})}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            navigate(value);
            return;
          }
          browsing.current = isBrowsingKey(event);
        }}
        onChange={(event) => {
          if (browsing.current) {
            browsing.current = false;
            setPending(event.target.value);
          } else {
            navigate(event.target.value);
          }
        }}
        onBlur={() => setPending(undefined)}>
        {currentPath === undefined && (
          <option value="" disabled>
            {translate({id: 'help.section.none', message: 'Choose a section'})}
          </option>
        )}
        {sectionOptions().map((option) => (
          <option key={option.path} value={option.path}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
