import type { Topic } from './topic';

export const homeWaterDamage: Topic = {
  id: 'residencial-danos-agua',
  skillId: 'skl-residencial',
  subject: 'Danos por água',
  breadcrumbs: 'Seguro Residencial > Danos elétricos e água > Vazamento',
  opening: [
    ['bot', 'Olá! Bem-vindo ao Seguro Residencial Tessera. Um especialista vai te atender.'],
    ['consumer', 'Olá, estourou um cano no banheiro do apartamento de cima e alagou minha sala.'],
  ],
  history: [
    ['agent', 'Olá, {primeiro}, aqui é {agente}. Que situação! O vazamento já foi contido?'],
    ['consumer', 'O síndico fechou o registro, mas o teto ainda está pingando.'],
    ['agent', 'Entendi. Qual o CPF do titular e o endereço do imóvel segurado?'],
    ['consumer', 'CPF {cpf}. O endereço é {endereco}, {cidade}.'],
    ['agent', 'Apólice {apolice} localizada, com cobertura para danos por água. Houve dano em móveis ou eletrônicos?'],
    ['consumer', 'O sofá e o tapete ficaram encharcados, e a TV parou de funcionar.'],
  ],
  extra: [
    [
      ['agent', 'Pode enviar fotos do teto, do sofá e da TV? Elas ajudam o perito.'],
      ['consumer', 'Mandei as fotos agora.'],
    ],
    [
      ['agent', 'Recebi. Vou acionar um encanador da assistência para avaliar o vazamento.'],
      ['consumer', 'Ele vem hoje ainda?'],
    ],
  ],
  closing: [
    ['agent', 'Vistoria agendada e sinistro registrado no protocolo {protocolo}.'],
    ['consumer', 'Obrigada pela atenção!'],
    ['system', 'Atendimento encerrado.'],
  ],
  replies: [
    'O vizinho de cima também tem seguro, isso muda alguma coisa?',
    'O perito vai precisar entrar no apartamento de cima?',
    'Consegue me mandar a lista de documentos por e-mail? É {email}.',
    'Certo, fico no aguardo.',
  ],
};

export const lifePension: Topic = {
  id: 'vida-previdencia-resgate',
  skillId: 'skl-vida',
  subject: 'Resgate de previdência',
  breadcrumbs: 'Vida e Previdência > Previdência > Resgate parcial',
  opening: [
    ['bot', 'Olá, {primeiro}! Você está no atendimento Vida e Previdência da Tessera.'],
    ['consumer', 'Bom dia, quero saber como faço um resgate parcial do meu plano de previdência.'],
  ],
  history: [
    ['agent', 'Bom dia, {primeiro}! Sou {agente}. Para sua segurança, pode confirmar o CPF?'],
    ['consumer', '{cpf}'],
    ['agent', 'Encontrei o certificado {apolice}, plano PGBL. O saldo disponível para resgate é de R$ 48.320,17.'],
    ['consumer', 'Quero resgatar uns 10 mil. Tem imposto?'],
    ['agent', 'Há incidência de IR conforme a tabela escolhida na contratação. Seu plano está na tabela regressiva.'],
    ['consumer', 'E quanto tempo leva para cair na conta?'],
  ],
  extra: [
    [
      ['agent', 'O crédito ocorre em até 5 dias úteis após a solicitação.'],
      ['consumer', 'Pode ser na mesma conta cadastrada?'],
    ],
    [
      ['agent', 'Pode sim, a conta terminada em 4821. Deseja confirmar o resgate de R$ 10.000,00?'],
      ['consumer', 'Antes disso, posso mudar os beneficiários do seguro de vida também?'],
    ],
    [
      ['agent', 'Pode. A alteração de beneficiários é feita pelo app ou por formulário assinado.'],
      ['consumer', 'Prefiro pelo app. Quero incluir meu neto.'],
    ],
    [
      ['agent', 'No app, vá em Meus Seguros > Vida > Beneficiários e toque em Incluir.'],
      ['consumer', 'Achei aqui, obrigado. Agora pode confirmar o resgate.'],
    ],
  ],
  closing: [
    ['agent', 'Resgate solicitado. O protocolo é {protocolo}.'],
    ['consumer', 'Muito obrigado, foi um ótimo atendimento.'],
    ['system', 'Atendimento encerrado.'],
  ],
  replies: [
    'Qual a diferença entre a tabela progressiva e a regressiva?',
    'Posso cancelar o resgate depois de pedir?',
    'Perfeito, obrigado.',
  ],
};
