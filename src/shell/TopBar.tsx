import { DemoPanelSlot } from '../demo/DemoPanelSlot';
import { ConnectionStatus } from './ConnectionStatus';
import { LayoutMenu } from './LayoutMenu';
import { Logo } from './Logo';
import { brand, brandLogo, spacer, topBar } from './shell.css';
import { ToolbarItems } from './ToolbarItems';

export function TopBar() {
  return (
    <header className={topBar}>
      {/* The brand; the page's level-one heading comes first in the page (DashboardPage), before the sidebar's. */}
      <div className={brand} aria-hidden="true">
        <Logo className={brandLogo} />
        Tessera
      </div>
      <ConnectionStatus />
      <span className={spacer} />
      <ToolbarItems placement="topBar" />
      <DemoPanelSlot />
      {/* Language and theme are in the agent's menu (the sidebar's avatar), not here. */}
      <LayoutMenu />
    </header>
  );
}
