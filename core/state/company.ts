import type { CompanyPlugin, CompanyRemote } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
import { keyedRecord } from './keyed';
import { store } from './store';

export const companyPluginsLoaded = defineSharedAction(
  'company/pluginsLoaded',
  ({ plugins, remotes = [] }: { plugins: CompanyPlugin[]; remotes?: CompanyRemote[] }) => {
    store.company = {
      loaded: true,
      plugins: keyedRecord(plugins.map((p) => [p.id, { enabled: p.enabled, config: p.config }] as const)),
      remotes: remotes.map((r) => r.url),
    };
  },
);
