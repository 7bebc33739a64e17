import { urlOf } from '../api/client';
import { endpoints } from '../api/endpoints';
import { bus } from '../bus';
import { getConfig } from '../config';
import { lostChatDetected, startConversationChecks } from '../conversations/checks';
import { startInactivityMarking } from '../conversations/inactivityMarker';
import { followLeader, startSending } from '../conversations/sender';
import { catchUp, ensureConversation, loadConversations, resync } from '../conversations/service';
import { createHubClient } from '../hub/connection';
import { loadCompanyLayout } from '../layout/companyLayoutApi';
import { loadCompanyPlugins } from '../plugins/companyApi';
import { confirmSessionNow, startPing } from '../session/ping';
import { handleLogoutByManager, handleSessionEndedByServer } from '../session/sessionEnd';
import { connectionStatusChanged } from '../state/connection';
import { applyHubEvents } from '../state/hubReducers';
import { store } from '../state/store';
import { holdingPosts } from '../sync/channel';
import { electLeader } from '../sync/leader';
import { answerHellos, requestSnapshot } from '../sync/mirror';
import { loadCompanySettings } from './companySettings';

/**
 * What runs while an agent is signed in, in every window of the browser: mirroring, and in
 * the leader window only, the hub connection, the keep-alive ping and the calls that keep the
 * list current.
 */
export function startWorkspace(): () => void {
  // Until this window leads, the replies its agent sends go to the leader (conversations/sender.ts).
  const stopFollowing = followLeader();
  const stopMirror = requestSnapshot();
  const resign = electLeader('tessera-hub', lead);
  return () => {
    resign();
    stopMirror();
    stopFollowing();
  };
}

function lead(): () => void {
  const session = store.session;
  if (!session) return () => undefined;
  const stopHellos = answerHellos();
  const stopReducers = applyHubEvents(bus, Date.now, (id) => void ensureConversation(id));
  // The hub does not replay what it said while the socket was down: the company's settings too are read again.
  const onReconnected = () => void Promise.all([resync(), loadCompanySettings()]);
  const onPluginsChanged = () => void loadCompanyPlugins();
  const onLayoutChanged = () => void loadCompanyLayout();
  bus.on('hub:reconnected', onReconnected);
  bus.on('hub:companyPluginsChanged', onPluginsChanged);
  bus.on('hub:companyLayoutChanged', onLayoutChanged);
  bus.on('hub:logoutByManager', handleLogoutByManager);
  const stopPing = startPing(() => void handleSessionEndedByServer());
  // Three failed conversation checks in a row: the lost-chat dialog, and the list reloads.
  const stopChecks = startConversationChecks(() => void lostChatDetected());
  // The consumer went quiet past inactivityTime after the agent's message: the conversation turns inactive.
  const stopInactivity = startInactivityMarking();

  const hub = createHubClient({
    url: urlOf(endpoints.hub(getConfig().product)),
    hubName: getConfig().hubName,
    signalrId: session.user.signalr,
    accessToken: () => store.session?.authorization ?? '',
    bus,
    onStatus: connectionStatusChanged,
    // The changes of a slice of hub events reach the other windows as one message.
    aroundSlice: holdingPosts,
    // A refused token at (re)connection: ask the API, whose 401 ends the session at once with its reason.
    onUnauthorized: confirmSessionNow,
  });
  // The list shows at once, and is read again once the socket is live, with the threads this
  // window restored (a reload) or mirrored (a new leader): nothing that happened between the
  // last save, or the old leader's last event, and the connection is missed (DESIGN §4; later
  // drops resync on 'hub:reconnected').
  const listed = loadConversations();
  void hub.start().then(() => catchUp());
  void loadCompanySettings();
  // The leader sends every window's replies: those the outbox holds (left by a reload or by the
  // previous leader) go out now, in the order written; failing ones retry on reconnect.
  const stopSending = startSending(listed);

  return () => {
    stopSending();
    bus.off('hub:reconnected', onReconnected);
    bus.off('hub:companyPluginsChanged', onPluginsChanged);
    bus.off('hub:companyLayoutChanged', onLayoutChanged);
    bus.off('hub:logoutByManager', handleLogoutByManager);
    stopPing();
    stopChecks();
    stopInactivity();
    stopReducers();
    stopHellos();
    void hub.stop();
  };
}
