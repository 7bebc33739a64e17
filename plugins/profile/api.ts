import { call, endpoints } from '@tessera/core';
import { z } from 'zod';

// The spec shows no body; a server that answers the picture's URL is believed.
const profileAnswer = z.object({ data: z.object({ url_avatar: z.string().nullish() }).passthrough().nullish() }).passthrough();

/** PATCH /user/profile { avatar } (spec 000 §7): the URL the picture now has. */
export async function sendPicture(dataUrl: string): Promise<string> {
  const answer = await call('patch', endpoints.userProfile(), profileAnswer, { body: { avatar: dataUrl } });
  return answer.data?.url_avatar || dataUrl;
}
