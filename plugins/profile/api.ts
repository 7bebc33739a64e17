import { call } from '@tessera/core';
import { z } from 'zod';
import { userProfileEndpoint } from './endpoints';

// The spec shows no body; a server that answers the picture's URL is believed.
const profileAnswer = z.object({ data: z.object({ url_avatar: z.string().nullish() }).passthrough().nullish() }).passthrough();

/** PATCH /user/profile { avatar } (spec 000 §7): the URL the picture now has. */
export async function sendPicture(dataUrl: string): Promise<string> {
  const answer = await call('patch', userProfileEndpoint(), profileAnswer, { body: { avatar: dataUrl } });
  return answer.data?.url_avatar || dataUrl;
}
