import { logger } from '@tessera/core';
import { useHarness } from '@tessera/core/testing';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { usefulLinksPlugin } from '.';
import UsefulLinksWidget from './UsefulLinksWidget';

const harness = useHarness({ paused: true });

afterEach(() => {
  rs.restoreAllMocks();
});

async function showLinks(skillId = 'skl-sinistro-auto') {
  const id = await harness.newConversation({ channel: 'whatsapp', skillId });
  harness.render(<UsefulLinksWidget conversationId={id} />, [usefulLinksPlugin]);
  return id;
}

const shownLinks = async () => {
  const list = await screen.findByRole('list', { name: 'Links úteis' });
  return within(list)
    .getAllByRole('link')
    .map((a) => [a.firstElementChild?.textContent, a.lastElementChild?.textContent, a.getAttribute('href')]);
};

describe('useful links', () => {
  test("the conversation's skill's links come first, then the company's; each opens in a new tab that cannot reach back", async () => {
    await showLinks();
    expect(await shownLinks()).toEqual([
      ['Tabela Fipe: valor de referência do veículo', 'veiculos.fipe.org.br', 'https://veiculos.fipe.org.br/'],
      ['Denatran: consulta de veículo', 'www.gov.br', 'https://www.gov.br/transportes/pt-br/assuntos/transito'],
      ['Susep: consulta de seguradoras e corretores', 'www.gov.br', 'https://www.gov.br/susep/pt-br'],
      ['Procon-SP: direitos do consumidor', 'www.procon.sp.gov.br', 'https://www.procon.sp.gov.br/'],
    ]);
    const fipe = screen.getByRole('link', { name: /^Tabela Fipe/ });
    expect(fipe.getAttribute('target')).toBe('_blank');
    expect(fipe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(fipe.getAttribute('aria-describedby') && document.getElementById(fipe.getAttribute('aria-describedby')!)?.textContent).toBe('Abre em uma nova aba.');
  });

  test('another skill has its own links; none at all says so', async () => {
    await showLinks('skl-vida');
    expect((await shownLinks()).map(([title]) => title)).toEqual([
      'Receita Federal: situação do CPF',
      'Susep: consulta de seguradoras e corretores',
      'Procon-SP: direitos do consumidor',
    ]);
    harness.demo.server.use(http.get(/\/dashboard$/, () => HttpResponse.json({ data: { index: [] } })));
    harness.render(<UsefulLinksWidget conversationId={await harness.newConversation({ skillId: 'skl-residencial' })} />, [usefulLinksPlugin]);
    expect(await screen.findByText('Nenhum link encontrado.')).toBeTruthy();
  });

  test('a link that is not http(s), or an item that is not a link, is left out; the rest show', async () => {
    const warn = rs.spyOn(logger, 'warn').mockImplementation(() => undefined);
    harness.demo.server.use(
      http.get(/\/dashboard$/, () =>
        HttpResponse.json({
          data: {
            index: [
              { category: 'link', info: { url: 'javascript:alert(1)', title: 'Perigo' } },
              { category: 'video', info: { url: 'https://videos.example/x', title: 'Vídeo' } },
              { category: 'link', info: { url: 'https://portal.example/ajuda', title: '' } },
              { category: 'link', info: { url: 'https://portal.example/apolices', title: 'Apólices' } },
            ],
          },
        }),
      ),
    );
    await showLinks();
    expect(await shownLinks()).toEqual([
      // Without a title, its host names it.
      ['portal.example', 'portal.example', 'https://portal.example/ajuda'],
      ['Apólices', 'portal.example', 'https://portal.example/apolices'],
    ]);
    expect(warn.mock.calls.map(([message]) => String(message))).toContain('[boundary] useful links: a link that is not http(s) was left out');
  });

  test("a failure says why (the server's message, or 'Serviço indisponível'), and Tentar de novo loads them", async () => {
    await harness.demo.control.setUsefulLinksFailure(true);
    await showLinks();
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar os links úteis: Serviço indisponível');
    await harness.demo.control.setUsefulLinksFailure(false);
    screen.getByRole('button', { name: 'Tentar de novo' }).click();
    expect((await shownLinks()).length).toBe(4);
  });

  test("the server's own message is shown as it sent it", async () => {
    harness.demo.server.use(http.get(/\/dashboard$/, () => HttpResponse.json({ message: 'Skill sem painel configurado' }, { status: 400 })));
    await showLinks();
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar os links úteis: Skill sem painel configurado');
  });

  test('without an open conversation there are no links to show, and it says how to get them', async () => {
    harness.render(<UsefulLinksWidget conversationId={null} />, [usefulLinksPlugin]);
    expect(screen.getByText('Abra uma conversa para ver os links úteis da fila dela.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
