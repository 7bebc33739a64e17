import type { Topic } from './topic';

export const collisionClaim: Topic = {
  id: 'sinistro-colisao',
  skillId: 'skl-sinistro-auto',
  subject: 'Abertura de sinistro - colisão',
  breadcrumbs: 'Sinistro Auto > Colisão > Abertura de sinistro',
  opening: [
    ['bot', 'Olá, {primeiro}! Sou a assistente virtual da Tessera Seguros. Vou te transferir para um especialista em sinistros.'],
    ['consumer', 'Boa tarde. Bati o carro ontem à noite e preciso abrir um sinistro.'],
    ['consumer', 'A placa é {placa}, um {veiculo}.'],
  ],
  history: [
    ['agent', 'Boa tarde, {primeiro}! Sou {agente}. Sinto muito pelo ocorrido. Alguém se feriu?'],
    ['consumer', 'Graças a Deus ninguém se machucou, foi só o susto.'],
    ['agent', 'Que bom! Para localizar a apólice, pode me confirmar o CPF do titular?'],
    ['consumer', 'Meu CPF é {cpf}.'],
    ['agent', 'Perfeito. Localizei a apólice {apolice}, cobertura compreensiva ativa. Onde aconteceu a colisão?'],
    ['consumer', 'Na {endereco}, em {cidade}. O outro motorista avançou o sinal.'],
    ['agent', 'Foi feito boletim de ocorrência? Se sim, pode enviar uma foto por aqui.'],
    ['consumer', 'Fiz sim, pela delegacia online. Vou mandar o PDF.'],
  ],
  extra: [
    [
      ['agent', 'Recebi. O terceiro tem seguro? Se tiver, anote a seguradora e a placa dele.'],
      ['consumer', 'Ele disse que tem, mas não passou o nome da seguradora. A placa dele eu anotei.'],
    ],
    [
      ['agent', 'Certo. O veículo está em condições de rodar ou precisa de guincho?'],
      ['consumer', 'Está rodando, mas o farol e o para-choque dianteiro quebraram.'],
    ],
    [
      ['agent', 'Vou indicar uma oficina referenciada perto de você. Prefere em {cidade} mesmo?'],
      ['consumer', 'Sim, de preferência perto de casa.'],
    ],
    [
      ['agent', 'A franquia da sua apólice é de R$ 2.850,00. Ela é paga diretamente na oficina.'],
      ['consumer', 'Entendi. E o carro reserva, tenho direito?'],
    ],
    [
      ['agent', 'Sim, seu plano inclui carro reserva por 7 dias após a entrada na oficina.'],
      ['consumer', 'Ótimo, isso ajuda muito porque uso o carro para trabalhar.'],
    ],
  ],
  closing: [
    ['agent', 'Sinistro aberto com o protocolo {protocolo}. A vistoria será agendada por SMS.'],
    ['consumer', 'Perfeito, muito obrigado pela ajuda!'],
    ['system', 'Atendimento encerrado.'],
  ],
  replies: [
    'O farol esquerdo também trincou, esqueci de falar.',
    'A oficina pode ser qualquer uma da rede?',
    'Quanto tempo demora a vistoria?',
    'Vou separar os documentos e já envio.',
  ],
};

export const towing: Topic = {
  id: 'assistencia-guincho',
  skillId: 'skl-assistencia',
  subject: 'Assistência 24h - guincho',
  breadcrumbs: 'Assistência 24h > Guincho > Pane mecânica',
  opening: [
    ['bot', 'Olá! Você está na Assistência 24h Tessera. Um atendente já vai falar com você.'],
    ['consumer', 'Meu carro parou na estrada e não liga mais. Preciso de guincho urgente!'],
  ],
  history: [
    ['agent', 'Olá, {primeiro}, sou {agente}. Vou te ajudar agora. Você está em local seguro?'],
    ['consumer', 'Estou no acostamento, com o pisca-alerta ligado.'],
    ['agent', 'Ótimo. Qual a placa do veículo e o endereço ou quilômetro aproximado?'],
    ['consumer', 'Placa {placa}. Estou na {endereco}, perto de um posto, em {cidade}.'],
    ['agent', 'Localizei a apólice {apolice} com assistência 24h ilimitada. Para onde levamos o carro?'],
    ['consumer', 'Pode levar para a oficina do meu mecânico, fica a uns 15 km.'],
  ],
  extra: [
    [
      ['agent', 'O guincho foi acionado e chega em até 60 minutos. O motorista vai ligar no {telefone}.'],
      ['consumer', 'Tudo bem. Posso ir junto no guincho?'],
    ],
    [
      ['agent', 'Pode sim, o guincho leva até 2 passageiros. Se forem mais, acionamos um táxi.'],
      ['consumer', 'Somos só eu e minha filha.'],
    ],
  ],
  closing: [
    ['agent', 'Prestador a caminho. Protocolo do atendimento: {protocolo}.'],
    ['consumer', 'O guincho chegou, obrigado!'],
    ['system', 'Atendimento encerrado.'],
  ],
  replies: [
    'Já passaram 40 minutos, o guincho ainda vai demorar?',
    'O motorista do guincho acabou de me ligar.',
    'Está começando a escurecer aqui, tem previsão?',
    'Ok, fico aguardando.',
  ],
};

export const windshield: Topic = {
  id: 'sinistro-vidros',
  skillId: 'skl-sinistro-auto',
  subject: 'Troca de para-brisa',
  breadcrumbs: 'Sinistro Auto > Vidros > Troca de para-brisa',
  opening: [
    ['bot', 'Olá, {primeiro}! Vou te encaminhar para o time de Sinistro Auto.'],
    ['consumer', 'Oi, uma pedra trincou o para-brisa do meu carro. O seguro cobre?'],
  ],
  history: [
    ['agent', 'Olá, {primeiro}! Aqui é {agente}. Cobre sim, pela cobertura de vidros. Qual a placa?'],
    ['consumer', 'É {placa}.'],
    ['agent', 'Apólice {apolice} localizada. A trinca é maior que uma moeda?'],
    ['consumer', 'É bem grande, atravessa o vidro quase todo.'],
  ],
  extra: [
    [
      ['agent', 'Nesse caso é troca. A franquia de vidros é de R$ 380,00. Posso agendar?'],
      ['consumer', 'Pode, de preferência no sábado de manhã.'],
    ],
  ],
  closing: [
    ['agent', 'Agendado para sábado às 9h. Protocolo {protocolo}.'],
    ['consumer', 'Valeu, obrigado!'],
    ['system', 'Atendimento encerrado.'],
  ],
  replies: ['Tem loja em {cidade}?', 'O vidro original é trocado por outro original?', 'Beleza, aguardo.'],
};
