import { callFunction, functionErrorFrom, getSupabase, readJson } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The picture types an avatar may have, with the extension each is stored under. */
const AVATAR_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const AVATAR_TYPES = Object.keys(AVATAR_EXTENSIONS);

/**
 * Stores a new avatar for the user and gives its public address for the profile. Returns the
 * storage's message when the upload fails.
 */
export async function storeAvatar(
  userId: string,
  file: File,
  supabase: SupabaseClient = getSupabase(),
): Promise<
  { data: { path: string; publicUrl: string }; error: null } | { data: null; error: string }
> {
  const bucket = supabase.storage.from('avatars');
  // A new name per upload, so browsers and caches never show the previous picture.
  const path = `${userId}/avatar-${Date.now()}.${AVATAR_EXTENSIONS[file.type]}`;
  const uploaded = await bucket.upload(path, file, {
    contentType: file.type,
    cacheControl: '31536000',
  });
  if (uploaded.error) return { data: null, error: uploaded.error.message };
  return { data: { path, publicUrl: bucket.getPublicUrl(path).data.publicUrl }, error: null };
}

/** Removes the user's pictures but `keep`, the one the profile now shows (null keeps none). */
export async function removeStoredAvatars(
  userId: string,
  keep: string | null,
  supabase: SupabaseClient = getSupabase(),
): Promise<void> {
  const listed = await supabase.storage.from('avatars').list(userId);
  const paths = (listed.data ?? [])
    .map((file) => `${userId}/${file.name}`)
    .filter((path) => path !== keep);
  if (paths.length > 0) await supabase.storage.from('avatars').remove(paths);
}

/**
 * Deletes the signed-in user's account and personal data, then ends the session on this device.
 * Pictures go first: hosted storage keeps files until they are removed through its API. Returns the
 * server's message when the account could not be deleted (the session is then kept).
 */
export async function deleteOwnAccount(
  userId: string,
  supabase: SupabaseClient = getSupabase(),
): Promise<{ error: string | null }> {
  await removeStoredAvatars(userId, null, supabase);
  const { error: failure } = await supabase.rpc('delete_own_account');
  if (failure) return { error: failure.message };
  await supabase.auth.signOut({ scope: 'local' });
  return { error: null };
}

/**
 * POSTs to the sms function and gives the message to show when it did not do it: the function's
 * own message (`{code, message}`), else `fallback` (no answer, or an answer that is not the
 * functions' error shape, such as a gateway's error page).
 */
async function smsCall(
  path: string,
  body: object,
  fallback: string,
): Promise<{ error: string | null }> {
  try {
    const response = await callFunction(path, { body });
    if (response.ok) return { error: null };
    const failure = functionErrorFrom(await readJson(response), response.status);
    return { error: failure?.message ?? fallback };
  } catch {
    return { error: fallback };
  }
}

/** Texts a code to confirm `phone` (international format) for the account; it is valid 10 minutes. */
export function sendPhoneCode(phone: string): Promise<{ error: string | null }> {
  return smsCall('sms/send', { phone_number: phone }, 'Failed to send SMS');
}

export function confirmPhoneCode(phone: string, code: string): Promise<{ error: string | null }> {
  return smsCall('sms/verify', { phone_number: phone, code }, 'Invalid verification code');
}
