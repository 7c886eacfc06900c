import { PERMISSOES, type MapaPermissoes, type SituacaoInscricao, type Uf, type Usuario } from '@portal/contracts';

export interface InscricaoResumo {
  numero: string;
  uf: Uf;
  situacao: SituacaoInscricao;
}

/** Every known flag, true only when granted: the interface tests flags with `=== true`. */
export function mapaPermissoes(concedidas: readonly string[]): MapaPermissoes {
  return Object.fromEntries(PERMISSOES.map((p) => [p, concedidas.includes(p)])) as MapaPermissoes;
}

export function usuarioRecord(u: {
  id: string;
  nome: string;
  email: string;
  permissoes: MapaPermissoes;
  inscricao: InscricaoResumo | null;
}): Usuario {
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    isAdvogado: u.inscricao !== null,
    permissoes: u.permissoes,
    inscricao: u.inscricao,
  };
}
