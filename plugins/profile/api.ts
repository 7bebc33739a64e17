import { call } from '@tessera/core';
import * as z from 'zod/mini';
import { userProfileEndpoint } from './endpoints';

// The spec shows no body; a server that answers the picture's URL is believed.
const profileAnswer = z.looseObject({ data: z.nullish(z.looseObject({ url_avatar: z.nullish(z.string()) })) });

/** PATCH /user/profile { avatar } (spec 000 §7): the URL the picture now has. */
export async function sendPicture(dataUrl: string): Promise<string> {
  const answer = await call('patch', userProfileEndpoint(), profileAnswer, { body: { avatar: dataUrl } });
  return answer.data?.url_avatar || dataUrl;
}
