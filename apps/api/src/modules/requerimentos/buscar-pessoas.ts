/** Finds the member staff file a request for: by CPF, or by inscrição (12345 in any UF, or 12345/GO). */
import { cpfValido, lerInscricao, pareceCpf, somenteDigitos, type PessoaEncontrada } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

/** At most this many people in one answer (an inscrição number without UF may exist in several UFs). */
const MAX_RESULTADOS = 20;

const termoInvalido = () =>
  new AppError('TERMO_INVALIDO', 'Informe o CPF (11 dígitos) ou a inscrição na OAB (ex.: 12345 ou 12345/GO).', {
    campos: { termo: 'Informe o CPF (11 dígitos) ou a inscrição na OAB (ex.: 12345 ou 12345/GO).' },
  });

interface LinhaPessoa extends Record<string, unknown> {
  pessoa_id: string;
  nome: string;
  cpf: string;
  numero: string | null;
  uf: string | null;
  situacao: string | null;
}

const paraPessoa = (l: LinhaPessoa): PessoaEncontrada => ({
  pessoaId: l.pessoa_id,
  nome: l.nome,
  cpf: l.cpf,
  inscricao: l.numero && l.uf ? `${l.numero}/${l.uf}` : null,
  situacao: l.situacao,
});

export async function buscarPessoas(db: Db, termo: string): Promise<PessoaEncontrada[]> {
  const texto = termo.trim();
  if (pareceCpf(texto)) {
    if (!cpfValido(texto)) throw new AppError('CPF_INVALIDO', 'CPF inválido.', { campos: { termo: 'CPF inválido.' } });
    // With a CPF, the person's principal inscrição (a lawyer may also hold supplementary ones).
    const r = await db.execute<LinhaPessoa>(sql`
      select p.id as pessoa_id, p.nome, p.cpf, i.numero, i.uf, i.situacao
        from pessoas p
        left join lateral (
          select numero, uf, situacao from inscricoes
           where pessoa_id = p.id
           order by (tipo = 'principal') desc, criado_em
           limit 1
        ) i on true
       where p.cpf = ${somenteDigitos(texto)}`);
    return r.rows.map(paraPessoa);
  }

  const comUf = lerInscricao(texto);
  const soNumero = /^\d{1,7}$/.test(texto.replace(/\./g, '')) ? String(Number(texto.replace(/\./g, ''))) : null;
  if (!comUf && !soNumero) throw termoInvalido();
  const numero = comUf?.numero ?? (soNumero as string);
  const r = await db.execute<LinhaPessoa>(sql`
    select p.id as pessoa_id, p.nome, p.cpf, i.numero, i.uf, i.situacao
      from inscricoes i
      join pessoas p on p.id = i.pessoa_id
     where i.numero = ${numero} ${comUf ? sql`and i.uf = ${comUf.uf}` : sql``}
     order by p.nome, i.uf
     limit ${MAX_RESULTADOS}`);
  return r.rows.map(paraPessoa);
}
