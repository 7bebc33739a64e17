import { describe, expect, it } from '@rstest/core';
import { signedInSchema } from '../../../schemas/session';
import { AGENT_ID, DEMO_PASSWORD } from './accounts';
import { AVAILABILITY } from './availability';
import { DemoError } from './types';
import { AVATAR_MAX_BYTES, FILE_TOO_LARGE, INVALID_FILE_TYPE } from './profileOps';
import { testModel } from './testModel';

const dataUrl = (bytes: number, type = 'png') => `data:image/${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

function refusal(run: () => unknown): DemoError {
  try {
    run();
  } catch (error) {
    if (error instanceof DemoError) return error;
  }
  throw new Error('expected a refusal');
}

describe('the demo profile: the picture (PATCH /user/profile)', () => {
  it('keeps an image data URL on the user, and the next sign-in carries it as url_avatar', () => {
    const { model } = testModel();
    const avatar = dataUrl(1024);
    expect(model.setAvatar(AGENT_ID, avatar)).toBe(avatar);
    const session = signedInSchema.parse(model.login('agente@tessera.demo', DEMO_PASSWORD));
    expect(session.user.url_avatar).toBe(avatar);
  });

  it('refuses what is not an image, and images over 200 KB, with a key/value error', () => {
    const { model } = testModel();
    expect(refusal(() => model.setAvatar(AGENT_ID, 'data:text/plain;base64,b2zDoQ=='))).toMatchObject({ status: 400, key: 'avatar', value: INVALID_FILE_TYPE });
    expect(refusal(() => model.setAvatar(AGENT_ID, 'https://example.com/a.png'))).toMatchObject({ value: INVALID_FILE_TYPE });
    expect(refusal(() => model.setAvatar(AGENT_ID, dataUrl(AVATAR_MAX_BYTES + 1)))).toMatchObject({ status: 400, key: 'avatar', value: FILE_TOO_LARGE });
    expect(model.setAvatar(AGENT_ID, dataUrl(AVATAR_MAX_BYTES))).toMatch(/^data:image\/png/);
  });
});

describe('the demo status failure switch', () => {
  it('makes PATCH /user/status refuse with 500 until turned off, changing nothing', () => {
    const { model, events } = testModel();
    model.setAvailabilityFailure(true);
    expect(refusal(() => model.setAvailability(AGENT_ID, AVAILABILITY.lunch))).toMatchObject({ status: 500 });
    expect(model.state.users.find((u) => u.id === AGENT_ID)?.availabilityId).toBe(AVAILABILITY.online);
    expect(events).toHaveLength(0);
    model.setAvailabilityFailure(false);
    expect(model.setAvailability(AGENT_ID, AVAILABILITY.lunch)).toBe(AVAILABILITY.lunch);
  });
});
