import { call, endpoints, getConfig, queryOptions } from '@tessera/core';
import { tabEndpoint, tabsEndpoint } from './endpoints';
import { anyAnswer, type CloseAnswer, closeAnswer, type TabEntry, tabsAnswer, tabTreeAnswer, type TabNode } from './schema';
import { sortTree } from './tree';

/** The tabulation's calls (spec 001 §7) and their place in the session's cache. */

const product = () => getConfig().product;

/** GET conversation/tab/{chatId}: the tree offered for this conversation, subjects sorted. */
export async function fetchTabTree(chatId: string): Promise<TabNode[]> {
  return sortTree((await call('get', tabEndpoint(product(), chatId), tabTreeAnswer)).data.form.tabs);
}

/** The tree, fetched once per conversation and session (it changes with the company's settings, not while working). */
export const tabTreeQuery = (chatId: string) =>
  queryOptions({ queryKey: ['tabulation', 'tree', chatId], queryFn: () => fetchTabTree(chatId), staleTime: Infinity });

/** PUT conversation/tab/{chatId} { tab_id }: registers the conversation's demand. */
export async function saveTab(chatId: string, tabId: string): Promise<void> {
  await call('put', tabEndpoint(product(), chatId), anyAnswer, { body: { tab_id: tabId } });
}

/** DELETE conversation/tab/{chatId} { tab_id }: removes one of the agent's own tabulations. */
export async function deleteTab(chatId: string, tabId: string): Promise<void> {
  await call('delete', tabEndpoint(product(), chatId), anyAnswer, { body: { tab_id: tabId } });
}

/** GET conversation/tabs/{chatId}: the tabulations registered for the conversation. */
export async function fetchTabs(chatId: string): Promise<TabEntry[]> {
  return (await call('get', tabsEndpoint(product(), chatId), tabsAnswer)).data;
}

/** Fetched only if not cached (spec 001 §7); saving or deleting a tab invalidates it. */
export const tabsQuery = (chatId: string) =>
  queryOptions({ queryKey: ['tabulation', 'tabs', chatId], queryFn: () => fetchTabs(chatId), staleTime: Infinity });

/** POST change-status?id= { status: 'closed', tabId? }: the agent closes the conversation. */
export async function closeConversation(chatId: string, tabId?: string): Promise<CloseAnswer> {
  const body = tabId ? { status: 'closed', tabId } : { status: 'closed' };
  return (await call('post', endpoints.changeStatus(product(), chatId), closeAnswer, { body })).data;
}
