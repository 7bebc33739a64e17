/**
 * The demo insurer's tabulation tree (spec 001 §3 Tab tree): type, subject, sub-subject. Written
 * out of order on purpose (the form sorts subjects and sub-subjects); some branches have a single
 * child, which the form chooses by itself. Leaf ids are what PUT tab registers.
 */
export type DemoTabNode = { id: string; name: string; children?: DemoTabNode[] };

const leaf = (id: string, name: string): DemoTabNode => ({ id, name });

export const demoTabTree: readonly DemoTabNode[] = [
  {
    id: 'tipo-solicitacao',
    name: 'Solicitação',
    children: [
      {
        id: 'sol-sinistro',
        name: 'Sinistro',
        children: [leaf('tab-sol-sinistro-vidros', 'Vidros'), leaf('tab-sol-sinistro-colisao', 'Colisão'), leaf('tab-sol-sinistro-roubo', 'Roubo e furto')],
      },
      {
        id: 'sol-assistencia',
        name: 'Assistência 24h',
        children: [leaf('tab-sol-assist-guincho', 'Guincho'), leaf('tab-sol-assist-chaveiro', 'Chaveiro'), leaf('tab-sol-assist-pane', 'Pane seca')],
      },
      { id: 'sol-segunda-via', name: 'Segunda via', children: [leaf('tab-sol-2via-boleto', 'Boleto')] },
      { id: 'sol-endosso', name: 'Endosso', children: [leaf('tab-sol-endosso-veiculo', 'Troca de veículo'), leaf('tab-sol-endosso-endereco', 'Alteração de endereço')] },
    ],
  },
  {
    id: 'tipo-informacao',
    name: 'Informação',
    children: [
      {
        id: 'inf-cobertura',
        name: 'Cobertura',
        children: [leaf('tab-inf-cob-vida', 'Vida'), leaf('tab-inf-cob-residencial', 'Residencial'), leaf('tab-inf-cob-auto', 'Automóvel')],
      },
      {
        id: 'inf-andamento',
        name: 'Andamento de sinistro',
        children: [leaf('tab-inf-and-prazo', 'Prazo de indenização'), leaf('tab-inf-and-documentos', 'Documentos pendentes')],
      },
      { id: 'inf-rede', name: 'Rede referenciada', children: [leaf('tab-inf-rede-oficinas', 'Oficinas')] },
    ],
  },
  {
    id: 'tipo-reclamacao',
    name: 'Reclamação',
    children: [
      { id: 'rec-indenizacao', name: 'Indenização', children: [leaf('tab-rec-ind-valor', 'Valor recusado')] },
      {
        id: 'rec-atendimento',
        name: 'Atendimento',
        children: [leaf('tab-rec-at-demora', 'Demora no retorno'), leaf('tab-rec-at-cordialidade', 'Cordialidade')],
      },
    ],
  },
  {
    // A single subject with a single sub-subject: choosing the type completes the form.
    id: 'tipo-cancelamento',
    name: 'Cancelamento',
    children: [{ id: 'can-apolice', name: 'Apólice', children: [leaf('tab-can-apolice-segurado', 'A pedido do segurado')] }],
  },
];

/** The path of names to a leaf ('Solicitação > Sinistro > Vidros'), or undefined when the id is no leaf of the tree. */
export function leafName(tree: readonly DemoTabNode[], id: string, trail: readonly string[] = []): string | undefined {
  for (const node of tree) {
    const names = [...trail, node.name];
    if (node.id === id) return node.children?.length ? undefined : names.join(' > ');
    const found = node.children && leafName(node.children, id, names);
    if (found) return found;
  }
  return undefined;
}
