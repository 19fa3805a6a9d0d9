/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `ColorModeToggle`:
 * every click switches what the reader sees (light ↔ dark), and the button is
 * named after what it will do ("Switch to dark mode"). The stock button cycles
 * system → light → dark, so on a light system its first click changed nothing.
 */
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type {Props} from '@theme/ColorModeToggle';
import {nextColorModeChoice, oppositeColorMode, type ShownColorMode} from './nextColorMode';
import styles from './styles.module.css';

/** The mode on screen, as the page's `data-theme` says (set before the first paint). */
function shownColorMode(): ShownColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function systemColorMode(): ShownColorMode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function switchLabel(target: ShownColorMode | undefined): string {
  if (target === 'dark') return translate({id: 'help.colorToggle.toDark', message: 'Switch to dark mode'});
  if (target === 'light') return translate({id: 'help.colorToggle.toLight', message: 'Switch to light mode'});
  return translate({id: 'help.colorToggle.switch', message: 'Switch between dark and light mode'});
}

function ColorModeToggle({
  className,
  buttonClassName,
  respectPrefersColorScheme,
  onChange,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  // The server cannot know the reader's mode: until the page runs, the name stays neutral.
  const label = switchLabel(isBrowser ? oppositeColorMode(colorMode) : undefined);
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx(
          'clean-btn',
          styles.toggleButton,
          !isBrowser && styles.toggleButtonDisabled,
          buttonClassName,
        )}
        type="button"
        onClick={() =>
          onChange(nextColorModeChoice(shownColorMode(), systemColorMode(), respectPrefersColorScheme))
        }
        disabled={!isBrowser}
        title={label}
        aria-label={label}>
        {/* The icon of the mode a click switches to, chosen by CSS from data-theme, so right before hydration too. */}
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.toDarkIcon)} />
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.toLightIcon)} />
      </button>
    </div>
  );
}

export default memo(ColorModeToggle);
