/** Raw material for consumers: common Brazilian names, places and vehicles. */
export const firstNames = [
  'João', 'Maria', 'José', 'Ana', 'Francisco', 'Antônia', 'Carlos', 'Adriana', 'Paulo', 'Juliana',
  'Pedro', 'Márcia', 'Lucas', 'Fernanda', 'Luiz', 'Patrícia', 'Marcos', 'Aline', 'Gabriel', 'Camila',
  'Rafael', 'Sandra', 'Daniel', 'Luciana', 'Marcelo', 'Beatriz', 'Bruno', 'Larissa', 'Eduardo', 'Vanessa',
  'Felipe', 'Tatiane', 'Rodrigo', 'Simone', 'Gustavo', 'Renata', 'Thiago', 'Cláudia', 'Leonardo', 'Débora',
] as const;

export const surnames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;

/** [city, state, DDD] */
export const cities = [
  ['São Paulo', 'SP', '11'], ['Campinas', 'SP', '19'], ['Rio de Janeiro', 'RJ', '21'], ['Niterói', 'RJ', '21'],
  ['Belo Horizonte', 'MG', '31'], ['Curitiba', 'PR', '41'], ['Porto Alegre', 'RS', '51'], ['Salvador', 'BA', '71'],
  ['Recife', 'PE', '81'], ['Fortaleza', 'CE', '85'], ['Goiânia', 'GO', '62'], ['Florianópolis', 'SC', '48'],
] as const;

export const streets = [
  'Rua das Acácias', 'Avenida Paulista', 'Rua XV de Novembro', 'Avenida Brasil', 'Rua Sete de Setembro',
  'Rua Tiradentes', 'Avenida Getúlio Vargas', 'Rua Dom Pedro II', 'Rua dos Ipês', 'Avenida Atlântica',
  'Rua Santos Dumont', 'Rua Marechal Deodoro',
] as const;

export const vehicles = [
  'Fiat Argo 2022', 'Chevrolet Onix 2021', 'Hyundai HB20 2023', 'Volkswagen Polo 2020', 'Toyota Corolla 2019',
  'Renault Kwid 2022', 'Jeep Renegade 2021', 'Honda HR-V 2020', 'Fiat Strada 2023', 'Volkswagen T-Cross 2022',
] as const;

export const emailDomains = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br'] as const;
