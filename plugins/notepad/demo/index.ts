import { AGENT_ID, apiUrl, authed, defineDemoSlice, DemoError, type DemoModel, ok, readBody } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { notepadEndpoint } from '../endpoints';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes PATCH /notepad answer 500 'Unavailable service' until switched off. */
    setNotepadFailure(on: boolean): Promise<void>;
    /** The user's notepad text as the server keeps it. */
    notepadOf(userId: string): Promise<string>;
  }
}

type NotepadState = { byUser: Record<string, string>; failing: boolean; saves: number };
const SLICE_ID = 'notepad';
const sliceOf = (model: DemoModel) => model.slice<NotepadState>(SLICE_ID);

/** The longest text the demo keeps (a real backend has a limit too). */
const MAX_TEXT = 100_000;

export const notepadOf = (model: DemoModel, userId: string): string => {
  const { byUser } = sliceOf(model);
  return Object.hasOwn(byUser, userId) ? byUser[userId]! : '';
};

/** The notepad's slice of the demo contact centre: one text per user, GET and PATCH /notepad, and a failure switch. */
export const notepadDemo = defineDemoSlice<NotepadState>({
  id: SLICE_ID,
  seed: () => ({
    byUser: {
      [AGENT_ID]:
        'Ramal da regulação de sinistros: 4021.\nSupervisora do turno: Marina (ramal 4107).\nLembrar: perda total pede ATPV-e assinado e baixa de alienação.',
    },
    failing: false,
    saves: 0,
  }),
  handlers: (ctx) => [
    // -> { data: { notepads: [{ text }] } }: the user's notepad is the list's first item.
    http.get(
      apiUrl(notepadEndpoint()),
      authed(ctx, ({ user }) => {
        const text = ctx.host.read((m) => (Object.hasOwn(sliceOf(m).byUser, user.id) ? notepadOf(m, user.id) : undefined));
        return ok({ notepads: text === undefined ? [] : [{ text }] });
      }),
    ),
    http.patch(
      apiUrl(notepadEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        if (typeof body.text !== 'string') throw new DemoError(400, 'text', 'text must be a string');
        if (body.text.length > MAX_TEXT) throw new DemoError(400, 'text', 'text is too long');
        ctx.host.mutate((m) => {
          const state = sliceOf(m);
          if (state.failing) throw new DemoError(500, 'server', 'Unavailable service');
          state.byUser[user.id] = body.text as string;
          state.saves = (state.saves ?? 0) + 1;
        });
        return ok({});
      }),
    ),
  ],
  actions: { setNotepadFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).failing = !!on) },
  reads: { notepadOf },
});
