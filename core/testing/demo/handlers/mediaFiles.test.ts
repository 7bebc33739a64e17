// @rstest-environment node
import { beforeAll, describe, expect, it } from '@rstest/core';
import { signInOverHttp } from '../httpTestKit';
import { useDemoServer } from '../useDemoServer';

const demo = useDemoServer();

beforeAll(async () => {
  await signInOverHttp();
});

describe('files consumers send in the demo', () => {
  it('are served back with their type and real bytes, from the URL on the message', async () => {
    const id = await demo().control.newConversation({ channel: 'whatsapp' });
    await demo().control.consumerSendsFile(id, 'image');
    await demo().control.consumerSendsFile(id, 'pdf');
    const files = demo().model.state.conversations[id]!.messages.flatMap((m) => m.files);
    const [png, pdf] = await Promise.all(files.map((f) => fetch(f.file_url)));
    expect(png!.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png!.arrayBuffer()).subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(pdf!.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf!.text()).startsWith('%PDF')).toBe(true);
  });
});
