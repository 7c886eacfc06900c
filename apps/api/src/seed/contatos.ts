/**
 * Demo data of the contacts directory (/area-restrita/contatos): people with a city, so a search by city finds
 * someone, and accounts with their own message preferences, so an export shows who is left out. The other
 * demo people are left as they are (their own tests start from an empty address). Idempotent: an existing CPF
 * is left alone.
 */
import { randomUUID } from 'node:crypto';
import { inscricoes, pessoas, usuarios } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';
import { hashSenha } from '../modules/auth/index.js';

interface PessoaDoDiretorio {
  cpf: string;
  nome: string;
  email: string;
  celular: string;
  cidade: string;
  uf: string;
  inscricao?: { numero: string; situacao: 'regular' | 'suspenso'; dataInscricao: string };
  /** A portal account with these /settings choices (the password is random: nobody signs in with it). */
  preferencias?: Record<string, boolean>;
}

export const DIRETORIO_DEMO: readonly PessoaDoDiretorio[] = [
  {
    cpf: '60347040497',
    nome: 'Beatriz Conceição Ávila',
    email: 'beatriz.avila@demo.portal.local',
    celular: '62999990011',
    cidade: 'Goiânia',
    uf: 'GO',
    inscricao: { numero: '56781', situacao: 'regular', dataInscricao: '2011-03-01' },
  },
  {
    cpf: '96191938900',
    nome: 'João Antônio Peixoto',
    email: 'joao.peixoto@demo.portal.local',
    celular: '62999990012',
    cidade: 'Anápolis',
    uf: 'GO',
    inscricao: { numero: '56782', situacao: 'suspenso', dataInscricao: '2008-07-15' },
  },
  {
    cpf: '52858781109',
    nome: 'Lúcia Ramos',
    email: 'lucia.ramos@demo.portal.local',
    celular: '62999990013',
    cidade: 'Goiânia',
    uf: 'GO',
    preferencias: { emailStatusRequerimento: true, emailPagamentos: false, noticiasInstitucionais: true },
  },
  {
    cpf: '99565329756',
    nome: 'Renato Araújo Lima',
    email: 'renato.araujo@demo.portal.local',
    celular: '62999990014',
    cidade: 'Goiânia',
    uf: 'GO',
    inscricao: { numero: '56783', situacao: 'regular', dataInscricao: '2019-05-20' },
    preferencias: { emailStatusRequerimento: true, emailPagamentos: true, noticiasInstitucionais: true },
  },
];

export async function semearContatos(tx: Tx): Promise<void> {
  for (const d of DIRETORIO_DEMO) {
    const [pessoa] = await tx
      .insert(pessoas)
      .values({ cpf: d.cpf, nome: d.nome, email: d.email, celular: d.celular, cidade: d.cidade, uf: d.uf })
      .onConflictDoNothing()
      .returning({ id: pessoas.id });
    if (!pessoa) continue;
    if (d.inscricao) await tx.insert(inscricoes).values({ pessoaId: pessoa.id, tipo: 'principal', uf: 'GO', ...d.inscricao });
    if (d.preferencias) {
      const senha = randomUUID();
      await tx.insert(usuarios).values({
        pessoaId: pessoa.id,
        senhaHash: await hashSenha(senha),
        permissoes: [],
        emailConfirmadoEm: new Date(),
        preferenciasNotificacao: d.preferencias,
      });
    }
  }
}
