export * from './federation/contract';
export {
  RemoteWidget,
  REMOTE_UNAVAILABLE,
  type RemoteWidgetProps,
} from './federation/remote-widget';
export { setRemoteModuleLoader, type RemoteModuleLoader } from './federation/remote-module-loader';
export type {
  AssignedMessagesWidgetProps,
  ExposedWidget,
  GrokChatWidgetProps,
  RemoteWidgets,
  SameProps,
  SendToAiWidgetProps,
  WidgetId,
} from './federation/widgets';
export * from './config/env-config';
export {
  configureSupabase,
  getSupabase,
  loadSupabase,
  loadedSupabase,
  onSupabaseLoaded,
  restClient,
  setSupabase,
  type RestClient,
} from './supabase/client';
export { baseApi } from './store/base-api';
export {
  supabaseBaseQuery,
  type SupabaseRequest,
  type SupabaseQueryError,
} from './store/supabase-base-query';
export { rootReducer, type RootState, type LazyLoadedSlices } from './store/root-reducer';
export { createAppStore, type AppStore, type AppDispatch } from './store/create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { type AppStoreOptions } from './store/create-app-store';
export { OFFLINE_MESSAGE } from './store/supabase-base-query';
export {
  createPersistedQueryCache,
  type PersistedQueryCache,
} from './store/offline/persisted-query-cache';
export {
  indexedDbQueryCacheStorage,
  type QueryCacheStorage,
} from './store/offline/query-cache-storage';
export { isNetworkFailure } from './store/offline/network-failure';
export { useOnlineStatus } from './store/offline/use-online-status';
export { LastUpdated, formatLastUpdated } from './store/offline/last-updated';
export type { QueuedWrite } from './store/offline/queued-writes';
export {
  queueWrite,
  startQueuedWriteSync,
  syncQueuedWrites,
} from './store/offline/queued-write-sync';
export { useQueuedWrites } from './store/offline/use-queued-writes';
export { storedAuthUser, storedSessionUser, type StoredUser } from './auth/stored-session';
export * from './auth/session-slice';
export * from './auth/session-source';
export * from './theme/themes';
export { LoadingFallback } from './ui/loading-fallback';
export { downloadBlob } from './files/download-blob';
export { AskAiButton, provideAskAi } from './ui/ask-ai-button';
export { LoadError, type LoadErrorProps } from './ui/load-error';
export * from './notifications';
export * from './functions';
export { Page, type PageProps } from './ui/page';
export { visuallyHiddenSx } from './ui/visually-hidden';
export { whenIdle } from './scheduling/when-idle';
export { useAfterIdle } from './scheduling/use-after-idle';
export {
  CONTACT_CATEGORIES,
  contactCategoryLabel,
  type ContactCategory,
} from './contact/contact-categories';
export * from './router';
export { useUserRoles, type UserRolesState } from './auth/use-user-roles';
export {
  RoleGate,
  RestrictedAccess,
  formatRequiredRoles,
  hasAnyRole,
  DEFAULT_RESTRICTED_MESSAGE,
  type RoleGateProps,
} from './ui/role-gate';
