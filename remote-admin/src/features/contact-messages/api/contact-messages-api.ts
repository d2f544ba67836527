import { baseApi, postFunction } from '@astro/shared';
import { z } from 'zod';
import {
  CONTACT_COLUMNS,
  parseContactMessage,
  parseContactMessages,
  type ContactMessage,
  type ContactStatus,
  type StatusFilter,
} from '../model/contact-message';

export interface MessagesArgs {
  /** Only messages assigned to this user (support's view); null for every message (admins). */
  assignedTo: string | null;
  status: StatusFilter;
}

const staffSchema = z.array(
  z.object({
    user_id: z.string(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    roles: z.array(z.string()),
  }),
);
export type StaffMember = z.infer<typeof staffSchema>[number];

const replySchema = z.object({
  message: z.unknown(),
  mail: z.object({ status: z.enum(['sent', 'pending', 'failed']), error: z.string().optional() }),
});
export type MailStatus = z.infer<typeof replySchema>['mail']['status'];

export const contactMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** product §7: filtered by assigned_to and optionally status, newest first. */
    contactMessages: build.query<ContactMessage[], MessagesArgs>({
      query: ({ assignedTo, status }) => ({
        kind: 'select',
        table: 'contact_messages',
        columns: CONTACT_COLUMNS,
        match: {
          ...(assignedTo ? { assigned_to: assignedTo } : {}),
          ...(status === 'all' ? {} : { status }),
        },
        order: [{ column: 'created_at', ascending: false }],
        limit: 500,
      }),
      transformResponse: parseContactMessages,
      providesTags: ['ContactMessage'],
    }),
    /** product §7: update status and updated_at by id. Row-level security decides who may. */
    updateMessageStatus: build.mutation<
      ContactMessage | null,
      { id: string; status: ContactStatus }
    >({
      query: ({ id, status }) => ({
        kind: 'update',
        table: 'contact_messages',
        values: { status, updated_at: new Date().toISOString() },
        match: { id },
        columns: CONTACT_COLUMNS,
      }),
      // An update that RLS filtered out returns no row: that is a failure, not a success.
      transformResponse: (rows: unknown) => parseContactMessages(rows)[0] ?? null,
      invalidatesTags: ['ContactMessage'],
    }),
    assignMessage: build.mutation<ContactMessage | null, { id: string; staffId: string | null }>({
      query: ({ id, staffId }) => ({
        kind: 'rpc',
        fn: 'assign_contact_message',
        args: { message_id: id, staff_id: staffId },
      }),
      transformResponse: parseContactMessage,
      invalidatesTags: ['ContactMessage'],
    }),
    staffMembers: build.query<StaffMember[], void>({
      query: () => ({ kind: 'rpc', fn: 'admin_list_staff' }),
      transformResponse: (rows: unknown) => {
        const parsed = staffSchema.safeParse(rows);
        return parsed.success ? parsed.data : [];
      },
    }),
    /** Saves the response, resolves the message and mails the sender (server-side, one step). */
    sendResponse: build.mutation<{ mail: MailStatus }, { id: string; response: string }>({
      queryFn: async ({ id, response }) => {
        try {
          const answer = replySchema.parse(
            await postFunction('contact-reply', { message_id: id, response }),
          );
          return { data: { mail: answer.mail.status } };
        } catch (error) {
          return { error: { message: error instanceof Error ? error.message : String(error) } };
        }
      },
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const {
  useContactMessagesQuery,
  useUpdateMessageStatusMutation,
  useAssignMessageMutation,
  useStaffMembersQuery,
  useSendResponseMutation,
} = contactMessagesApi;
