import { z } from 'zod';
import { loadAiConfig } from '../_shared/ai-config';
import type { SignedInUser } from '../_shared/auth-user';
import { BRAIN_ID } from '../_shared/brain-assistant';
import { chartIdsShape } from '../_shared/chart-grounding';
import { dataApiAs, serviceDataApi } from '../_shared/data-api';
import { errorJson, json, readJsonObject } from '../_shared/http';

const requestShape = z.object({
  name: z
    .string({ error: 'name must be a string' })
    .trim()
    .min(1, 'name must not be empty')
    .max(200, 'name must be at most 200 characters')
    .default('New chat'),
  brain_id: z
    .string({ error: 'brain_id is required' })
    .max(64, 'brain_id is not a valid brain id')
    .regex(BRAIN_ID, 'brain_id is not a valid brain id'),
  /** Saved charts attached to the chat; the brain reads as many as it has chart slots. */
  chart_ids: chartIdsShape.optional(),
});

/**
 * POST /chat {name, brain_id, chart_ids?} → {chat_id}: a new conversation of the engine with one
 * brain, owned by the caller, with the saved charts it is about. Conversations are the server's
 * to create (browsers may only rename them and attach charts), hence the service key; the row is
 * what the engine's first question would create, named by the caller instead of the question.
 */
export async function createChat(req: Request, user: SignedInUser): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = requestShape.safeParse(body.value);
  if (!parsed.success) return errorJson(400, 'invalid_request', parsed.error.issues[0]!.message);
  const { name, brain_id, chart_ids = [] } = parsed.data;
  // A conversation names the model of its turns; a brain's are answered by the brain model.
  const loaded = loadAiConfig();
  if (!loaded.ok)
    return errorJson(503, 'ai_misconfigured', `The AI service is misconfigured: ${loaded.message}`);

  const brain = await dataApiAs(user.accessToken).select<{ brain_id: string }>(
    `wizard_brains?select=brain_id&brain_id=eq.${brain_id}`,
  );
  if (!brain.ok)
    return errorJson(
      502,
      'data_unavailable',
      'The brain list could not be read. Please try again.',
    );
  if (brain.data.length === 0)
    return errorJson(404, 'brain_not_found', `Brain "${brain_id}" not found`);

  const created = await serviceDataApi().insert<{ id: string }>(
    'grok_conversations',
    {
      user_id: user.id,
      brain_id,
      title: name.replace(/\s+/g, ' '),
      model: loaded.config.brainModel,
      chart_ids,
    },
    'id',
  );
  if (!created.ok || !created.data[0]) {
    return errorJson(502, 'data_unavailable', 'Failed to initialize chat. Please try again.');
  }
  return json({ chat_id: created.data[0].id, brain_id, name });
}
