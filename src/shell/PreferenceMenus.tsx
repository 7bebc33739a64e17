import { useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { setPreference } from '../../core/state/preferences';
import { type Preferences, store } from '../../core/state/store';
import { button } from '../../core/ui/controls.css';
import type { MenuButton as MenuButtonType } from '../../core/ui/Menu';

type MenuButtonComponent = typeof MenuButtonType;

// The menu (react-aria's menu, popover and overlay code) is not part of the sign-in: it starts
// loading when the pointer or the focus reaches a trigger, and when the stand-in is pressed the real
// menu button takes its place, focused, and opens.
let loadedMenuButton: MenuButtonComponent | undefined;
let loadingMenuButton: Promise<MenuButtonComponent> | undefined;
function loadMenuButton(): Promise<MenuButtonComponent> {
  loadingMenuButton ??= import('../../core/ui/Menu').then((m) => (loadedMenuButton = m.MenuButton));
  return loadingMenuButton;
}

type Choice = 'language' | 'theme';

/** A preference menu whose trigger says the current choice ("Idioma: Português"). */
function PreferenceMenu<K extends Choice>({ preference, options }: { preference: K; options: readonly Preferences[K][] }) {
  const intl = useIntl();
  // Through the root: a logout replaces store.preferences with a new object.
  const current = useSnapshot(store).preferences[preference];
  const label = intl.formatMessage({ id: `prefs.${preference}` });
  const name = (value: string) => intl.formatMessage({ id: `prefs.${preference}.${value}` });
  const [MenuButton, setMenuButton] = useState(() => loadedMenuButton);
  const pressed = useRef(false);
  const trigger = `${label}: ${name(current)}`;
  if (MenuButton) {
    return (
      <MenuButton
        label={label}
        trigger={trigger}
        selected={current}
        options={options.map((value) => ({ id: value, label: name(value) }))}
        onAction={(id) => setPreference(preference, id as Preferences[K])}
        openOnMount={pressed.current}
      />
    );
  }
  const open = () => {
    pressed.current = true;
    void loadMenuButton().then((component) => setMenuButton(() => component));
  };
  const prefetch = () => void loadMenuButton();
  // Looks and reads as the menu's trigger (its text is its name); pressing it (or ArrowDown/ArrowUp) opens the menu once loaded.
  return (
    <AriaButton
      aria-haspopup="true"
      aria-expanded={false}
      className={button.ghost}
      onHoverStart={prefetch}
      onFocus={prefetch}
      onPress={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
        else event.continuePropagation();
      }}
    >
      {trigger}
    </AriaButton>
  );
}

/** Language (English, Portuguese) and theme (dark, light) menus, on sign-in and in the workspace. */
export const LanguageMenu = () => <PreferenceMenu preference="language" options={['en', 'pt']} />;
export const ThemeMenu = () => <PreferenceMenu preference="theme" options={['dark', 'normal']} />;
