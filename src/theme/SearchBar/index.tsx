// Swizzled (eject) from @docusaurus/theme-classic 3.10.2 `SearchBar`, which renders nothing without the Algolia theme.
/**
 * The header search box: an ARIA combobox over the site's search function,
 * scoped to the product of the current page (all products outside a section)
 * and, for a product with cut versions, to the docs version being read. The
 * behaviour is in `useSearchCombobox`; this file lays it out.
 *
 * The box is a plain `GET` form to the results page as well, so Enter works
 * before scripts run and without them; once hydrated, `onSubmit` takes over.
 */
import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {QUERY_FIELD, searchFormTarget} from '@site/src/search/address';
import {placeholderText} from '@site/src/search/messages';
import SearchDropdown from './SearchDropdown';
import SearchToggle from './SearchToggle';
import {useSearchCombobox} from './useSearchCombobox';
import styles from './styles.module.css';

export default function SearchBar(): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const combobox = useSearchCombobox({root, input, toggle});
  const {smallScreen, expanded, active, hits, product, version} = combobox;
  const label = placeholderText(product, combobox.versionLabel);
  const target = searchFormTarget(product, version);
  return (
    <div ref={root} className={clsx(styles.searchBar, smallScreen.isOpen && styles.smallOpen)}>
      <SearchToggle
        open={smallScreen.isOpen}
        toggleRef={toggle}
        onClick={() => (smallScreen.isOpen ? smallScreen.setOpen(false) : combobox.focusBox())}
        href={target.emptyHref}
      />
      <form
        role="search"
        method="get"
        action={target.action}
        className={styles.form}
        onSubmit={combobox.onSubmit}
        onMouseEnter={combobox.prepare}>
        {target.before.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input
          ref={input}
          type="search"
          name={QUERY_FIELD}
          role="combobox"
          className={styles.input}
          placeholder={label}
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={combobox.listboxId}
          aria-autocomplete="list"
          aria-activedescendant={
            expanded && active >= 0 && active < hits.length ? combobox.optionId(active) : undefined
          }
          aria-keyshortcuts="/ Control+K Meta+K"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={combobox.text}
          onFocus={combobox.prepare}
          onChange={(event) => combobox.setText(event.target.value)}
          onKeyDown={combobox.onKeyDown}
        />
        {target.after.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SearchDropdown combobox={combobox} />
      </form>
    </div>
  );
}
