// Swizzled (eject) from @docusaurus/theme-classic 3.10.2 `SearchBar`, which renders nothing without the Algolia theme.
/**
 * The header search box: an ARIA combobox over the site's search function,
 * scoped to the product of the current page (all products outside a section)
 * and, for a product with cut versions, to the docs version being read. The
 * behaviour is in `useSearchCombobox`; this file lays it out.
 */
import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
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
  const {smallScreen, expanded, active, hits, product} = combobox;
  const label = placeholderText(product);
  return (
    <div ref={root} className={clsx(styles.searchBar, smallScreen.isOpen && styles.smallOpen)}>
      <SearchToggle
        open={smallScreen.isOpen}
        toggleRef={toggle}
        onClick={() => (smallScreen.isOpen ? smallScreen.setOpen(false) : combobox.focusBox())}
      />
      <form role="search" className={styles.form} onSubmit={combobox.onSubmit} onMouseEnter={combobox.prepare}>
        <input
          ref={input}
          type="search"
          role="combobox"
          className={styles.input}
          placeholder={label}
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={combobox.listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 && active < hits.length ? combobox.optionId(active) : undefined}
          aria-keyshortcuts="/ Control+K Meta+K"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={combobox.text}
          onFocus={combobox.prepare}
          onChange={(event) => combobox.setText(event.target.value)}
          onKeyDown={combobox.onKeyDown}
        />
        <SearchDropdown combobox={combobox} />
      </form>
    </div>
  );
}
