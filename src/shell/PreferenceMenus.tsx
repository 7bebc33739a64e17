import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { setPreference } from '../../core/state/preferences';
import { type Preferences, store } from '../../core/state/store';
import { MenuButton } from '../../core/ui/Menu';

type Choice = 'language' | 'theme';

/** A preference menu whose trigger says the current choice ("Idioma: Português"). */
function PreferenceMenu<K extends Choice>({ preference, options }: { preference: K; options: readonly Preferences[K][] }) {
  const intl = useIntl();
  // Through the root: a logout replaces store.preferences with a new object.
  const current = useSnapshot(store).preferences[preference];
  const label = intl.formatMessage({ id: `prefs.${preference}` });
  const name = (value: string) => intl.formatMessage({ id: `prefs.${preference}.${value}` });
  return (
    <MenuButton
      label={label}
      trigger={`${label}: ${name(current)}`}
      selected={current}
      options={options.map((value) => ({ id: value, label: name(value) }))}
      onAction={(id) => setPreference(preference, id as Preferences[K])}
    />
  );
}

/** Language (English, Portuguese) and theme (dark, light) menus, on sign-in and in the workspace. */
export const LanguageMenu = () => <PreferenceMenu preference="language" options={['en', 'pt']} />;
export const ThemeMenu = () => <PreferenceMenu preference="theme" options={['dark', 'normal']} />;
