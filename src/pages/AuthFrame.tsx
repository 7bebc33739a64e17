import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Logo } from '../shell/Logo';
import { LanguageMenu, ThemeMenu } from '../shell/PreferenceMenus';
import { APP_VERSION, CLIENT_BUILD } from '../version';
import { authCard, authPage, authTopBar, brand, copyright, logo } from './pages.css';
import { title as titleClass } from './password/password.css';

/**
 * The frame of the screens before the workspace (sign-in, password screens): language and theme
 * menus, the card with the logo, the copyright line. Without a `title` the brand is the heading.
 */
export function AuthFrame({ title, children, below }: { title?: ReactNode; children: ReactNode; below?: ReactNode }) {
  const Brand = title ? 'div' : 'h1';
  return (
    <main className={authPage}>
      <div className={authTopBar}>
        <LanguageMenu />
        <ThemeMenu />
      </div>
      <div className={authCard}>
        <Brand className={brand}>
          <Logo className={logo} />
          Tessera
        </Brand>
        {title && <h1 className={titleClass}>{title}</h1>}
        {children}
      </div>
      {below}
      <p className={copyright}>
        <FormattedMessage
          id="signin.copyright"
          values={{ year: new Date().getFullYear(), version: APP_VERSION, build: CLIENT_BUILD }}
        />
      </p>
    </main>
  );
}
