import { type DockWidgetContribution, evaluateWhen, type GateContext, type When } from '@tessera/core';

/**
 * Spec 001 §2 (Dock and widget choice), as data: the widgets the spec names and when the dock
 * offers them, whichever plugin brings them. A widget's own `when` gate decides first (the link
 * widget gates on 'widgets.link'); these rules hold on top of it, so a later history or summary
 * plugin is hidden where the spec says even if its author forgot the gate.
 *
 * A contribution answers to a spec name by its id ('historic'), the last part of a namespaced
 * id ('history.historic'), or one of its undock aliases (the names of /undock/<name>).
 */
export const DOCK_RULES: Readonly<Record<string, When>> = {
  /** Hidden for ticket conversations and for phone conversations (spec 001 §2, §6). */
  historic: { not: { any: [{ conversation: 'ticket' }, { channel: 'telefone' }] } },
  /** Only when the conversation has AI summary enabled and is not a ticket. */
  summary: { conversation: 'aiSummary' },
  /** Only when the conversation's skill has a link widget (set by the widgets plugin). */
  link: { key: 'widgets.link' },
};

/** The spec's default widget: the service tools (spec 001 §2: "Default is attendance"). */
export const DEFAULT_WIDGET = 'attendance';

/** Whether the contribution is the spec's widget `name`. */
export function answersTo(contribution: Pick<DockWidgetContribution, 'id' | 'undockAliases'>, name: string): boolean {
  const { id } = contribution;
  return id === name || id.endsWith(`.${name}`) || !!contribution.undockAliases?.includes(name);
}

/** Whether the dock offers the widget now: every spec rule it answers to passes. */
export function dockAllows(contribution: Pick<DockWidgetContribution, 'id' | 'undockAliases'>, gates: GateContext, rules: Readonly<Record<string, When>> = DOCK_RULES): boolean {
  return Object.entries(rules).every(([name, when]) => !answersTo(contribution, name) || evaluateWhen(when, gates));
}
