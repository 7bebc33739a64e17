import type { Line } from './topic';

/** Small talk that fits any subject, used to make long threads (paging needs > 40 messages). */
export const fillerExchanges: readonly (readonly Line[])[] = [
  [['agent', 'Só um instante, {primeiro}, estou consultando o sistema.'], ['consumer', 'Tudo bem, aguardo.']],
  [['consumer', 'Ainda está aí?'], ['agent', 'Estou sim! O sistema está um pouco lento hoje, já te respondo.']],
  [['agent', 'Pode me confirmar um telefone para contato?'], ['consumer', 'Pode ser o {telefone}, é WhatsApp também.']],
  [['agent', 'E o seu e-mail continua sendo {email}?'], ['consumer', 'Continua sim.']],
  [['consumer', 'Desculpe a demora, estava no trabalho.'], ['agent', 'Imagina, sem problemas. Vamos continuar.']],
  [['agent', 'Vou registrar essas informações no seu cadastro.'], ['consumer', 'Ok, obrigado.']],
  [['consumer', 'Isso vai alterar o valor da renovação?'], ['agent', 'Não, esse atendimento não afeta a sua classe de bônus.']],
  [['agent', 'Consegue acompanhar tudo pelo app Tessera também, na aba Meus Seguros.'], ['consumer', 'Ah, não sabia. Vou baixar.']],
  [['consumer', 'Posso falar com vocês por aqui mesmo depois?'], ['agent', 'Pode sim, é só responder nesta conversa.']],
  [['agent', 'A apólice {apolice} vence em outubro, quer que um corretor fale com você sobre a renovação?'], ['consumer', 'Pode ser, mais para frente.']],
  [['consumer', 'Meu marido também é segurado, ele precisa fazer alguma coisa?'], ['agent', 'Não precisa, o atendimento fica vinculado ao titular.']],
  [['agent', 'Para confirmar: o CPF do titular é {cpf}, certo?'], ['consumer', 'Isso mesmo.']],
];
