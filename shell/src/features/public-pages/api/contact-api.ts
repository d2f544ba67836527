import { baseApi, restClient, type SupabaseQueryError } from '@astro/shared';
import type { ContactMessageInput } from '../model/contact-message';

/** Turns what the data service says into a sentence a visitor can act on. */
export function describeInsertError(
  error: { message: string; code?: string },
  status?: number,
): string {
  if (status === 429)
    return 'Too many messages were sent from this connection. Please wait a few minutes and try again.';
  if (/fetch|network|load failed/i.test(error.message)) {
    return 'We could not reach the server. Please check your internet connection and try again.';
  }
  return `The message could not be saved (${error.message}). Please try again in a moment.`;
}

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<null, ContactMessageInput>({
      async queryFn(message) {
        try {
          // No `.select()`: visitors may write messages but not read them back (RLS).
          const { error, status } = await (
            await restClient()
          )
            .from('contact_messages')
            .insert({ ...message, status: 'new' });
          if (error) {
            const failure: SupabaseQueryError = {
              message: describeInsertError(error, status),
              code: error.code,
              status,
            };
            return { error: failure };
          }
          return { data: null };
        } catch (error) {
          return { error: { message: describeInsertError({ message: String(error) }) } };
        }
      },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
