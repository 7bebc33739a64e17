/**
 * What the demo consumers talked about before (Portuguese, insurance flavoured). `{nome}`,
 * `{placa}`, `{apolice}`, `{protocolo}` and `{agente}` are filled in per conversation.
 */
export type PastLine = readonly ['consumer' | 'agent' | 'system', string];
export type PastTopic = { id: string; skill: string; lines: readonly PastLine[] };

export const pastTopics: readonly PastTopic[] = [
  {
    id: 'boleto',
    skill: 'Financeiro',
    lines: [
      ['consumer', 'Bom dia, preciso da segunda via do boleto do seguro do carro, venceu ontem.'],
      ['agent', 'Bom dia, {nome}! Sou {agente}. Pode me confirmar o número da apólice, por favor?'],
      ['consumer', 'É a apólice {apolice}.'],
      ['agent', 'Obrigado. Localizei a parcela vencida; gerei a segunda via com vencimento para amanhã, sem juros.'],
      ['agent', 'Enviei o boleto para o seu e-mail cadastrado. O código de barras também está disponível no aplicativo.'],
      ['consumer', 'Recebi aqui, muito obrigado!'],
      ['agent', 'Por nada! O protocolo deste atendimento é {protocolo}. Posso ajudar em algo mais?'],
      ['consumer', 'Não, era só isso.'],
    ],
  },
  {
    id: 'sinistro',
    skill: 'Sinistro Auto',
    lines: [
      ['consumer', 'Olá, bati o carro ontem à noite e quero abrir um sinistro. A placa é {placa}.'],
      ['agent', 'Olá, {nome}, sinto muito pelo ocorrido. Alguém se feriu?'],
      ['consumer', 'Não, ninguém se machucou, mas a traseira ficou bem amassada.'],
      ['agent', 'Que bom que estão todos bem. Vou registrar o aviso de sinistro agora. Houve outro veículo envolvido?'],
      ['consumer', 'Sim, um terceiro bateu na minha traseira no semáforo. Tenho o boletim de ocorrência.'],
      ['agent', 'Registrei o sinistro com o terceiro envolvido. Por favor, envie uma foto do boletim de ocorrência e da CNH.'],
      ['consumer', 'Enviei as fotos pelo aplicativo agora há pouco.'],
      ['agent', 'Recebemos os documentos. Agendei a vistoria para quinta-feira às 10h na oficina referenciada mais próxima.'],
      ['consumer', 'Perfeito. E o carro reserva?'],
      ['agent', 'O carro reserva fica disponível após a vistoria; a locadora vai entrar em contato para combinar a retirada.'],
      ['consumer', 'Certo, vou aguardar o contato da locadora.'],
      ['agent', 'Fica pendente o laudo da vistoria para liberar o reparo. O protocolo é {protocolo}.'],
      ['consumer', 'Obrigado pela ajuda.'],
      ['agent', 'Conte conosco, {nome}. Qualquer dúvida é só chamar.'],
      ['consumer', 'Mais uma coisa: a franquia vai ser cobrada mesmo com o terceiro culpado?'],
      ['agent', 'Se o terceiro assumir a culpa ou o seguro dele pagar, a franquia não é cobrada. Vamos acionar a seguradora do terceiro.'],
      ['consumer', 'Ótimo, isso me tranquiliza.'],
      ['agent', 'Vou acompanhar o caso e aviso por aqui quando a seguradora do terceiro responder.'],
      ['consumer', 'Combinado.'],
      ['agent', 'Até mais, {nome}!'],
    ],
  },
  {
    id: 'endereco',
    skill: 'Cadastro',
    lines: [
      ['consumer', 'Oi, me mudei e preciso atualizar o endereço da minha apólice {apolice}.'],
      ['agent', 'Olá, {nome}! Claro. Qual é o novo endereço completo, com CEP?'],
      ['consumer', 'Rua das Acácias, 210, apartamento 52, CEP 04567-120, São Paulo.'],
      ['agent', 'Atualizei o endereço no cadastro. Como o CEP mudou, o valor do seguro foi recalculado e ficou R$ 12,40 menor por mês.'],
      ['consumer', 'Que ótimo! Preciso assinar algum documento?'],
      ['agent', 'Não é necessário. O endosso da apólice será enviado por e-mail em até 5 dias úteis.'],
      ['consumer', 'Obrigada!'],
    ],
  },
  {
    id: 'guincho',
    skill: 'Assistência 24h',
    lines: [
      ['consumer', 'Socorro, meu carro parou na estrada e não liga mais. Preciso de guincho.'],
      ['agent', 'Olá, {nome}, vamos ajudar. Você está em local seguro? Pode me enviar a localização?'],
      ['consumer', 'Estou no acostamento da Rodovia dos Bandeirantes, km 48, sentido interior.'],
      ['agent', 'Acionei o guincho para o km 48. A previsão de chegada é de 40 minutos. Placa {placa}, correto?'],
      ['consumer', 'Isso mesmo. Para onde vão levar o carro?'],
      ['agent', 'O carro será levado para a oficina referenciada em Jundiaí; o táxi para você seguir viagem também está incluso.'],
      ['consumer', 'O guincho chegou, obrigado.'],
      ['agent', 'Que bom! O protocolo da assistência é {protocolo}. Boa viagem, {nome}.'],
    ],
  },
  {
    id: 'reembolso',
    skill: 'Vida e Previdência',
    lines: [
      ['consumer', 'Boa tarde. Quero pedir o reembolso de uma consulta médica que paguei particular.'],
      ['agent', 'Boa tarde, {nome}! Para o reembolso preciso da nota fiscal da consulta e do pedido médico. Você tem os dois?'],
      ['consumer', 'Tenho a nota fiscal, mas o pedido médico ficou com o consultório.'],
      ['agent', 'Abri a solicitação de reembolso com a nota fiscal. O pedido médico fica pendente: sem ele a análise não começa.'],
      ['consumer', 'Qual o prazo depois que eu enviar?'],
      ['agent', 'Depois de recebermos o pedido médico, o reembolso é pago em até 30 dias na conta cadastrada.'],
      ['consumer', 'Vou pedir o documento ao consultório e envio esta semana.'],
      ['agent', 'Combinado. O protocolo é {protocolo}; basta responder a esta conversa com o documento.'],
    ],
  },
  {
    id: 'cancelamento',
    skill: 'Residencial',
    lines: [
      ['consumer', 'Quero cancelar o seguro residencial, vendi o apartamento.'],
      ['agent', 'Entendi, {nome}. Antes de cancelar: o seguro pode ser transferido para o novo endereço sem custo. Tem interesse?'],
      ['consumer', 'Não, vou morar com meus pais por enquanto.'],
      ['agent', 'Tudo bem. Solicitei o cancelamento da apólice {apolice}; a parte não utilizada do prêmio será devolvida em até 10 dias úteis.'],
      ['consumer', 'Vai cair na mesma conta do débito automático?'],
      ['agent', 'Sim, na mesma conta. Você receberá a confirmação do cancelamento por e-mail.'],
      ['consumer', 'Obrigado.'],
    ],
  },
];
