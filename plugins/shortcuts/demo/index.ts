import { apiUrl, authed, defineDemoSlice, DemoError, type DemoModel, ok, readBody } from '@tessera/core/testing/demo';
import { http, HttpResponse } from 'msw';
import { shortcutsEndpoint } from '../endpoints';
import {
  addShortcut,
  createShortcut,
  type DemoIssue,
  type DemoShortcut,
  deleteShortcut,
  isShortcutsFailing,
  seedShortcuts,
  setShortcutsFailure,
  shortcutsOf,
  SLICE_ID,
  updateShortcut,
} from './shortcuts';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes adding, editing and deleting a shortcut answer 500 'Unavailable service' until switched off. */
    setShortcutsFailure(on: boolean): Promise<void>;
    /** The signed-in agent's (or a user's) shortcuts as the server keeps them. */
    shortcutsOf(userId: string): Promise<DemoShortcut[]>;
    /** One more shortcut for a user (tests and the console). */
    addShortcut(userId: string, shortcut: DemoShortcut): Promise<void>;
  }
}

/** A refusal with the server's message list (spec 001 §8: one toast per item). */
const refused = (issues: DemoIssue[]) => HttpResponse.json({ message: issues }, { status: 400 });
const idOf = (request: Request) => new URL(request.url).searchParams.get('id') ?? '';
const failIfAsked = (model: DemoModel) => {
  if (isShortcutsFailing(model)) throw new DemoError(500, 'server', 'Unavailable service');
};

/** The shortcuts' slice of the demo contact centre: each agent's canned answers and the /flash-message calls. */
export const shortcutsDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedShortcuts,
  handlers: (ctx) => [
    http.get(apiUrl(shortcutsEndpoint()), authed(ctx, ({ user }) => ok({ responseFlash: ctx.host.read((m) => shortcutsOf(m, user.id)) }))),
    // -> { message, data: { id } }
    http.post(
      apiUrl(shortcutsEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        const created = ctx.host.mutate((m) => {
          failIfAsked(m);
          return createShortcut(m, user.id, body);
        });
        if (Array.isArray(created)) return refused(created);
        return HttpResponse.json({ message: 'Shortcut created', data: { id: created.id } });
      }),
    ),
    http.patch(
      apiUrl(shortcutsEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        const issues = ctx.host.mutate((m) => {
          failIfAsked(m);
          return updateShortcut(m, user.id, idOf(request), body);
        });
        if (issues === null) throw new DemoError(404, 'id', 'shortcut.notFound');
        return issues.length ? refused(issues) : ok({});
      }),
    ),
    http.delete(
      apiUrl(shortcutsEndpoint()),
      authed(ctx, ({ request, user }) => {
        const done = ctx.host.mutate((m) => {
          failIfAsked(m);
          return deleteShortcut(m, user.id, idOf(request));
        });
        if (!done) throw new DemoError(404, 'id', 'shortcut.notFound');
        return ok({});
      }),
    ),
  ],
  actions: {
    setShortcutsFailure: (model: DemoModel, on: boolean) => setShortcutsFailure(model, on),
    addShortcut: (model: DemoModel, userId: string, shortcut: DemoShortcut) => addShortcut(model, userId, shortcut),
  },
  reads: { shortcutsOf: (model: DemoModel, userId: string) => shortcutsOf(model, userId) },
});
