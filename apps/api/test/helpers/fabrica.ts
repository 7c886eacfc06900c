import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import { inscricoes, pessoas, usuarios } from '../../src/db/schema/index.js';
import { hashSenha } from '../../src/modules/auth/senhas.js';

/** A random CPF with valid check digits (never all digits equal). */
export function gerarCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => randomInt(10));
    if (base.every((d) => d === base[0])) continue;
    const dv = (digs: number[]) => {
      const soma = digs.reduce((s, d, i) => s + d * (digs.length + 1 - i), 0);
      const r = (soma * 10) % 11;
      return r === 10 ? 0 : r;
    };
    const d1 = dv(base);
    const d2 = dv([...base, d1]);
    return [...base, d1, d2].join('');
  }
}

export function formatar(cpf: string) {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

export interface PessoaCriada {
  usuarioId: string;
  pessoaId: string;
  cpf: string;
  nome: string;
  email: string;
  senha: string;
  inscricao: { numero: string; uf: string } | null;
}

const senhasHash = new Map<string, Promise<string>>();

/** A person with an account, made for one test. Lawyers get a unique inscrição in GO. */
export async function criarPessoa(
  db: Db,
  o: { advogado?: boolean; permissoes?: string[]; senha?: string; nome?: string; ativo?: boolean; emailConfirmado?: boolean } = {},
): Promise<PessoaCriada> {
  const senha = o.senha ?? 'senha-de-teste-123';
  if (!senhasHash.has(senha)) senhasHash.set(senha, hashSenha(senha));
  const email = `t-${randomUUID()}@teste.local`;
  // A random CPF, drawn again in the rare case another test's person already has it (shared database).
  let cpf = '';
  let nome = '';
  let p: { id: string } | undefined;
  for (let tentativa = 1; !p; tentativa++) {
    if (tentativa > 20) throw new Error('pessoa');
    cpf = gerarCpf();
    nome = o.nome ?? `Pessoa Teste ${cpf.slice(0, 4)}`;
    [p] = await db.insert(pessoas).values({ cpf, nome, email }).onConflictDoNothing({ target: pessoas.cpf }).returning({ id: pessoas.id });
  }
  const [u] = await db
    .insert(usuarios)
    .values({
      pessoaId: p.id,
      senhaHash: await senhasHash.get(senha)!,
      permissoes: o.permissoes ?? [],
      ativo: o.ativo ?? true,
      emailConfirmadoEm: o.emailConfirmado === false ? null : new Date(),
    })
    .returning({ id: usuarios.id });
  if (!u) throw new Error('usuario');
  let inscricao: PessoaCriada['inscricao'] = null;
  if (o.advogado) {
    // A random number, drawn again when another test's lawyer already has it (the suite shares one database
    // on PostgreSQL: thousands of lawyers make a repeat likely over a run).
    for (let tentativa = 1; ; tentativa++) {
      const numero = String(randomInt(100_000, 9_999_999));
      const [criada] = await db
        .insert(inscricoes)
        .values({ pessoaId: p.id, numero, uf: 'GO', tipo: 'principal', situacao: 'regular', dataInscricao: '2015-01-01' })
        .onConflictDoNothing({ target: [inscricoes.numero, inscricoes.uf] })
        .returning({ numero: inscricoes.numero });
      if (criada) {
        inscricao = { numero, uf: 'GO' };
        break;
      }
      if (tentativa === 20) throw new Error('inscricao');
    }
  }
  return { usuarioId: u.id, pessoaId: p.id, cpf, nome, email, senha, inscricao };
}
