import type { CompanyPlugin } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
import { store } from './store';

export const companyPluginsLoaded = defineSharedAction('company/pluginsLoaded', (plugins: CompanyPlugin[]) => {
  store.company = {
    loaded: true,
    plugins: Object.fromEntries(plugins.map((p) => [p.id, { enabled: p.enabled, config: p.config }])),
  };
});
