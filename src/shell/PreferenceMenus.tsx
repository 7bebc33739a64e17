import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { setPreference } from '../../core/state/preferences';
import { store, type Language, type ThemeName } from '../../core/state/store';
import { MenuButton } from '../../core/ui/Menu';

/** Language (English, Portuguese) and theme (light, dark) menus, used on sign-in and in the workspace. */
export function LanguageMenu() {
  const intl = useIntl();
  const { language } = useSnapshot(store.preferences);
  const label = intl.formatMessage({ id: 'prefs.language' });
  return (
    <MenuButton
      label={label}
      trigger={`${label}: ${intl.formatMessage({ id: `prefs.language.${language}` })}`}
      selected={language}
      options={[
        { id: 'en', label: intl.formatMessage({ id: 'prefs.language.en' }) },
        { id: 'pt', label: intl.formatMessage({ id: 'prefs.language.pt' }) },
      ]}
      onAction={(id) => {
        setPreference('language', id as Language);
      }}
    />
  );
}

export function ThemeMenu() {
  const intl = useIntl();
  const { theme } = useSnapshot(store.preferences);
  const label = intl.formatMessage({ id: 'prefs.theme' });
  return (
    <MenuButton
      label={label}
      trigger={`${label}: ${intl.formatMessage({ id: `prefs.theme.${theme}` })}`}
      selected={theme}
      options={[
        { id: 'dark', label: intl.formatMessage({ id: 'prefs.theme.dark' }) },
        { id: 'normal', label: intl.formatMessage({ id: 'prefs.theme.normal' }) },
      ]}
      onAction={(id) => {
        setPreference('theme', id as ThemeName);
      }}
    />
  );
}
