import { getSupabase } from '@astro/shared';

/**
 * The profile counters and feature statistics the admin analytics read. Best effort: a failure
 * is logged and never disturbs the conversation.
 */
export function incrementCounter(
  userId: string | undefined,
  counter: 'grok_messages_count' | 'brain_interactions_count',
): void {
  if (!userId) return;
  void getSupabase()
    .rpc('increment_profile_counter', { user_id: userId, counter_name: counter, increment_by: 1 })
    .then(({ error }) => {
      if (error) console.warn(`Could not count ${counter}: ${error.message}`);
    });
}

/** Feature names this remote records (the RPC accepts [a-z][a-z0-9_]*, at most 64). */
export type ChatFeature =
  'grok_chat_embedded' | 'send_to_ai_query' | 'super_chat_handover' | 'grok_image_generation';

export function recordFeatureUse(userId: string | undefined, feature: ChatFeature): void {
  if (!userId) return;
  void getSupabase()
    .rpc('update_feature_usage', { user_id: userId, feature_name: feature })
    .then(({ error }) => {
      if (error) console.warn(`Could not record use of ${feature}: ${error.message}`);
    });
}
