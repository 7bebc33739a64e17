import { AGENT_ID, DEMO_PASSWORD, DemoError, testModel, refusal } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { AVATAR_MAX_BYTES, FILE_TOO_LARGE, INVALID_FILE_TYPE, setAvatar } from './avatar';

const dataUrl = (bytes: number, type = 'png') => `data:image/${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('the demo profile: the picture (PATCH /user/profile)', () => {
  it('keeps an image data URL on the user, and the next sign-in carries it as url_avatar', () => {
    const { model } = testModel();
    const avatar = dataUrl(1024);
    expect(setAvatar(model, AGENT_ID, avatar)).toBe(avatar);
    const session = model.login('agente@tessera.demo', DEMO_PASSWORD) as { user: { url_avatar?: string | null } };
    expect(session.user.url_avatar).toBe(avatar);
  });

  it('refuses what is not an image, and images over 200 KB, with a key/value error', () => {
    const { model } = testModel();
    expect(refusal(() => setAvatar(model, AGENT_ID, 'data:text/plain;base64,b2zDoQ=='))).toMatchObject({ status: 400, key: 'avatar', value: INVALID_FILE_TYPE });
    expect(refusal(() => setAvatar(model, AGENT_ID, 'https://example.com/a.png'))).toMatchObject({ value: INVALID_FILE_TYPE });
    expect(refusal(() => setAvatar(model, AGENT_ID, dataUrl(AVATAR_MAX_BYTES + 1)))).toMatchObject({ status: 400, key: 'avatar', value: FILE_TOO_LARGE });
    expect(setAvatar(model, AGENT_ID, dataUrl(AVATAR_MAX_BYTES))).toMatch(/^data:image\/png/);
  });
});
