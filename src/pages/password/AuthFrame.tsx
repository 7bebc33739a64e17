import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Logo } from '../../shell/Logo';
import { LanguageMenu, ThemeMenu } from '../../shell/PreferenceMenus';
import { APP_VERSION, CLIENT_BUILD } from '../../version';
import { authCard, authPage, authTopBar, brand, copyright, logo } from '../pages.css';
import { title as titleClass } from './password.css';

/**
 * The frame of the password screens: the sign-in page's look (language and theme menus, the
 * card with the logo, the copyright line) around one titled card.
 */
export function AuthFrame({ title, children, below }: { title: ReactNode; children: ReactNode; below?: ReactNode }) {
  return (
    <main className={authPage}>
      <div className={authTopBar}>
        <LanguageMenu />
        <ThemeMenu />
      </div>
      <div className={authCard}>
        <div className={brand}>
          <Logo className={logo} />
          Tessera
        </div>
        <h1 className={titleClass}>{title}</h1>
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
