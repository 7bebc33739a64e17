import { DemoPanelSlot } from '../demo/DemoPanelSlot';
import { ConnectionStatus } from './ConnectionStatus';
import { LayoutMenu } from './LayoutMenu';
import { Logo } from './Logo';
import { LanguageMenu, ThemeMenu } from './PreferenceMenus';
import { brand, brandLogo, spacer, topBar } from './shell.css';
import { ToolbarItems } from './ToolbarItems';

export function TopBar() {
  return (
    <header className={topBar}>
      {/* The page's one level-one heading; the tiles' titles are level two. */}
      <h1 className={brand}>
        <Logo className={brandLogo} />
        Tessera
      </h1>
      <ConnectionStatus />
      <span className={spacer} />
      <ToolbarItems placement="topBar" />
      <DemoPanelSlot />
      <LayoutMenu />
      <LanguageMenu />
      <ThemeMenu />
    </header>
  );
}
